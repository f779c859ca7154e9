import { CallApiError } from "@/features/site-auth/domain/call-api-error";
import { FetchTimeoutError } from "@/features/errors/domain/named-errors";
import { parseJsonOrNull } from "./parse-json";
import type { ApiLog, ServerForwarding } from "./ports";
import { createSiteTokenProvider, type SiteTokenDeps, type SiteTokenProvider } from "./site-token";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export type CallApiOptions = {
  method?: HttpMethod;
  /** Sent as a JSON body when given. */
  data?: unknown;
  /** Accept-Language and X-NEXT-INTL-LOCALE; default the client's locale, else en. */
  locale?: string;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

export type ApiClientDeps = SiteTokenDeps & {
  /** Set when the client runs on the server: forwarded to the API. */
  server?: ServerForwarding;
  log?: ApiLog;
  /** Milliseconds before a call fails with a fetch-timeout error; default 20 000. */
  timeoutMs?: number;
};

export type ApiClient = {
  callApi<T = unknown>(path: string, options?: CallApiOptions): Promise<T | null>;
  get<T = unknown>(path: string, options?: Omit<CallApiOptions, "method" | "data">): Promise<T | null>;
  post<T = unknown>(path: string, data?: unknown, options?: Omit<CallApiOptions, "method" | "data">): Promise<T | null>;
  put<T = unknown>(path: string, data?: unknown, options?: Omit<CallApiOptions, "method" | "data">): Promise<T | null>;
  patch<T = unknown>(path: string, data?: unknown, options?: Omit<CallApiOptions, "method" | "data">): Promise<T | null>;
  delete<T = unknown>(path: string, options?: Omit<CallApiOptions, "method" | "data">): Promise<T | null>;
  tokens: SiteTokenProvider;
};

const localeHeader = "X-NEXT-INTL-LOCALE";

/**
 * The generic API client (docs/api.md). Paths are relative to the API host; absolute URLs
 * elsewhere get no bearer token. A 401 fetches a new token and retries once; any
 * other non-OK answer raises a CallApiError (logged). Answers are parsed as JSON, else null.
 */
export function createApiClient(deps: ApiClientDeps): ApiClient {
  const tokens = createSiteTokenProvider(deps);
  const log = deps.log ?? (() => {});
  const timeoutMs = deps.timeoutMs ?? 20_000;

  async function send(url: string, path: string, options: CallApiOptions, api: { token: string | null } | null): Promise<Response> {
    const locale = options.locale ?? deps.locale ?? "en";
    const headers: Record<string, string> = { Accept: "application/json", "Accept-Language": locale };
    if (api) {
      if (api.token !== null) headers.Authorization = `Bearer ${api.token}`;
      headers[localeHeader] = locale;
      if (deps.server?.forwardedFor) headers["X-Forwarded-For"] = deps.server.forwardedFor;
      if (deps.server?.originHost) headers["X-Forwarded-Host"] = deps.server.originHost;
    }
    if (options.data !== undefined) headers["Content-Type"] = "application/json";
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
    try {
      return await deps.fetch(url, {
        method: options.method ?? "GET",
        headers: { ...headers, ...options.headers },
        body: options.data === undefined ? undefined : JSON.stringify(options.data),
        // Same-origin calls carry the HttpOnly token cookie; other sites never get cookies.
        credentials: "same-origin",
        signal,
      });
    } catch (error) {
      if (timeout.aborted && !options.signal?.aborted) throw new FetchTimeoutError(path, timeoutMs, { cause: error });
      throw error;
    }
  }

  async function callApi<T>(path: string, options: CallApiOptions = {}): Promise<T | null> {
    const absolute = /^https?:\/\//i.test(path);
    const isApi = !absolute || (deps.baseUrl !== "" && path.startsWith(`${deps.baseUrl}/`));
    const url = absolute ? path : `${deps.baseUrl}${path.startsWith("/") ? "" : "/"}${path}`;

    let response = await send(url, path, options, isApi ? { token: await tokens.getToken() } : null);
    if (response.status === 401 && isApi) {
      await response.body?.cancel();
      response = await send(url, path, options, { token: await tokens.refreshToken() });
    }
    const body = parseJsonOrNull(await response.text());
    if (!response.ok) {
      const error = new CallApiError({ path, response, body });
      log("call api error", { path, status: response.status, statusText: response.statusText, body: error.body });
      throw error;
    }
    return body as T | null;
  }

  return {
    callApi,
    get: (path, options) => callApi(path, { ...options, method: "GET" }),
    post: (path, data, options) => callApi(path, { ...options, method: "POST", data }),
    put: (path, data, options) => callApi(path, { ...options, method: "PUT", data }),
    patch: (path, data, options) => callApi(path, { ...options, method: "PATCH", data }),
    delete: (path, options) => callApi(path, { ...options, method: "DELETE" }),
    tokens,
  };
}
