/** Cookie access the API client needs; the browser and the server each provide one. */
export type CookieStore = {
  get(name: string): string | undefined;
  set(name: string, value: string, options: { maxAge: number; path: string }): void;
  delete(name: string): void;
};

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export type ApiLog = (message: string, context: Record<string, unknown>) => void;

/** What the server forwards when it calls the API on a visitor's behalf. */
export type ServerForwarding = { forwardedFor?: string; originHost?: string };
