import "server-only";

/**
 * The name of the HttpOnly session cookie: better-auth's session token, signed with its
 * secret (docs/account.md, "Sessions").
 */
export const sessionCookieName = "session";

/** How long a session lasts without use; a session in use is extended once a day. */
export const sessionLifetimeSeconds = 30 * 24 * 60 * 60;
export const sessionRefreshSeconds = 24 * 60 * 60;
