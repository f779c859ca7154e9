/** Cookie access of browser modules (attribution); path `/`, SameSite=Lax. */
export type CookieStore = {
  get(name: string): string | undefined;
  set(name: string, value: string, options: { maxAge: number; path: string }): void;
  delete(name: string): void;
};

/** Where the API client keeps the site token it fetched (memory in the browser). */
export type TokenStore = {
  get(): string | undefined;
  /** Keeps the token for `maxAgeSeconds`. */
  set(token: string, maxAgeSeconds: number): void;
  delete(): void;
};

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export type ApiLog = (message: string, context: Record<string, unknown>) => void;

/** What the server forwards when it calls the API on a visitor's behalf. */
export type ServerForwarding = { forwardedFor?: string; originHost?: string };
