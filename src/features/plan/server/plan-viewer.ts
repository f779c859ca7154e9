import "server-only";

/** Personal answers are never cached. */
export const privateHeaders = { "cache-control": "private, no-store", vary: "Cookie" } as const;
