/**
 * A non-OK answer of the API (spec section 8): carries the status text, the requested path,
 * the response and the parsed body (an empty object when there was none).
 */
export class CallApiError extends Error {
  readonly status: number;
  readonly statusText: string;
  readonly path: string;
  readonly response: Response;
  readonly body: unknown;

  constructor(init: { path: string; response: Response; body: unknown }) {
    const { response } = init;
    super(`Call API error: ${response.status} ${response.statusText} ${init.path}`.trim());
    this.name = "CallApiError";
    this.status = response.status;
    this.statusText = response.statusText;
    this.path = init.path;
    this.response = response;
    this.body = init.body ?? {};
  }
}
