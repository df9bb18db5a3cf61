import type { FirstVisitResetSettings } from "../../codegen/schema/site.ts";

/**
 * Spec §1: on the first visit ever (no flag in local storage) set the flag, clear cookies, Cache Storage
 * and session storage, and reload once. It runs as an inline script at the top of <head>, so a reload
 * happens before anything paints or downloads; its exact text is hashed into the CSP like every inline
 * script. It is plain ES5 text rather than a serialised function because the server and client bundles
 * minify functions differently and the hash must match what the server sent.
 *
 * It reloads only when it actually cleared something (decision 303): a browser that arrives with nothing
 * stored is already in the state the reload would produce, so it is spared a second page load.
 *
 * It can never loop: the page reloads only after the flag was written and read back. When storage is
 * blocked, throws, or does not keep the value, nothing is cleared and nothing reloads.
 */
export function firstVisitScript(settings: FirstVisitResetSettings): string {
  return `(function(w,k){var d=w.document,s,cleared=false;try{s=w.localStorage;if(s.getItem(k)!==null)return;s.setItem(k,"1");if(s.getItem(k)!=="1")return}catch(e){return}
try{var h=w.location.hostname,p=w.location.pathname,c=d.cookie?d.cookie.split(";"):[];for(var i=0;i<c.length;i++){var n=c[i].split("=")[0].replace(/^\\s+|\\s+$/g,"");if(!n)continue;cleared=true;var x=n+"=;expires=Thu, 01 Jan 1970 00:00:00 GMT;max-age=0";d.cookie=x;d.cookie=x+";path=/";d.cookie=x+";path="+p;d.cookie=x+";path=/;domain="+h;d.cookie=x+";path=/;domain=."+h}}catch(e){}
try{if(w.sessionStorage.length>0){cleared=true;w.sessionStorage.clear()}}catch(e){}
var r=function(){if(cleared)w.location.reload()};try{if(w.caches){w.caches.keys().then(function(a){if(a.length>0)cleared=true;return Promise.all(a.map(function(n){return w.caches.delete(n)}))}).then(r,r);return}}catch(e){}r()})(window,${JSON.stringify(settings.storageKey)});`;
}
