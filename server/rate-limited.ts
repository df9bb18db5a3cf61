/**
 * Set by the server on a form post over the rate limit, after removing any copy the client sent; its
 * value is the Retry-After seconds. The page action then answers 429 with the form and its values
 * instead of a bare error, so nothing the visitor typed is lost.
 */
export const RATE_LIMITED_HEADER = "x-rate-limited-retry-after";
