/**
 * The "we'll be right back" page shown while the database is down (see docs/operations.md).
 * Its address is internal: the proxy rewrites page requests to it with status 503, so the
 * visitor keeps the address they asked for; a direct request for it is an ordinary 404.
 */
export const unavailablePagePath = "/service-unavailable";

/** Seconds a client should wait before asking again (the Retry-After header). */
export const unavailableRetryAfterSeconds = 30;

/**
 * The digest of a page error caused by a database outage: error pages show the same calm
 * message as the unavailable page when they see it.
 */
export const databaseUnavailableDigest = "PLATEWISE_DATABASE_UNAVAILABLE";
