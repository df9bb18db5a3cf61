/**
 * The page script (app/enhance/index.ts) loads once the page has painted (decision 313). As a deferred
 * script it ran before DOMContentLoaded, so a page whose HTML arrived quickly, or whose script was
 * already cached, waited for it before its first frame, and Lighthouse's simulation counted its request
 * before the largest paint (LCP 1.22 s against the static reference's 1.06 s on /about). Nothing it adds
 * is needed for that frame: the page works without it.
 *
 * This inline loader appends the script named by its own `data-page-script` attribute when the browser
 * reports the first contentful paint, or at the load event where paint timing is missing. Five seconds
 * after the load event it loads the script anyway: a tab opened in the background does not paint until
 * it is shown, and a browser might list paint timing without ever reporting that entry. Its text is the
 * same for every build, so its CSP hash never changes; it is plain ES5 text rather than a serialised
 * function, which the server and client bundles would minify differently. The script it appends gets
 * `data-loaded` once it has run: tests and monitoring wait on that rather than guess, as they wait on
 * `<html data-hydrated>` for the framework.
 */
export const PAGE_SCRIPT_LOADER = `(function(w,d,c){var src=c.getAttribute("data-page-script"),module=c.hasAttribute("data-module"),done=false;function load(){if(done)return;done=true;var s=d.createElement("script");s.src=src;if(module)s.type="module";s.onload=function(){s.setAttribute("data-loaded","")};d.head.appendChild(s)}try{if(w.PerformanceObserver.supportedEntryTypes.indexOf("paint")>=0){new w.PerformanceObserver(function(list,observer){if(!list.getEntriesByName("first-contentful-paint").length)return;observer.disconnect();w.setTimeout(load,0)}).observe({type:"paint",buffered:true});w.addEventListener("load",function(){w.setTimeout(load,5000)});return}}catch(e){}if(d.readyState==="complete")load();else w.addEventListener("load",load)})(window,document,document.currentScript);`;
