/** Hidden form field that people never see and bots fill in; any value marks the lead as spam. */
export const HONEYPOT_FIELD = "website_url_confirm";
