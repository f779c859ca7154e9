import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { applyTrustedRequestFacts, parseTrustedProxies } from "@/server/http/trusted-client.mjs";

type Params = Record<string, string | string[] | undefined>;
/** Any route handler export; `params` is typed by each route, so it is `never` here. */
export type RouteHandler = (request: Request, context: { params: Promise<never> }) => Response | Promise<Response>;

/** A route file's exports mounted at a Next-style path, e.g. `/v4.0/utm/[userUuid]/[[...event]]`. */
export type MountedRoute = { path: string; handlers: Partial<Record<string, RouteHandler>> };

export type ServedRoutes = { url: string; close: () => Promise<void> };

export type ServeOptions = {
  /**
   * TRUSTED_PROXY_ADDRESSES of the app's server in front of the routes. Default: the test
   * itself is the trusted proxy (127.0.0.1), so a test names its client with X-Forwarded-For;
   * "" serves the routes to direct clients, as a server without a proxy does.
   */
  trustedProxies?: string;
};

/**
 * Serves route handlers over real HTTP on a random local port, the way the app's server and
 * Next.js call them: the request's trusted facts set by the same function as in production
 * (client address, https), a streamed Fetch API Request in, a Response out, dynamic segments
 * as `params`.
 */
export async function serveRoutes(routes: MountedRoute[], options: ServeOptions = {}): Promise<ServedRoutes> {
  const trusted = parseTrustedProxies(options.trustedProxies ?? "127.0.0.1");
  const server = createServer((req, res) => {
    applyTrustedRequestFacts(req, trusted);
    handle(routes, req, res).catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}

async function handle(routes: MountedRoute[], req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? "/", `http://${req.headers.host ?? "127.0.0.1"}`);
  for (const route of routes) {
    const params = match(route.path, url.pathname);
    if (!params) continue;
    const handler = route.handlers[req.method ?? "GET"];
    if (!handler) {
      res.writeHead(405).end(); // what Next.js answers for a method a route does not export
      return;
    }
    const response = await handler(await toRequest(req, url), { params: Promise.resolve(params) as Promise<never> });
    await writeResponse(response, res);
    return;
  }
  res.writeHead(404).end();
}

/** Every route file's methods as Next.js would call them (for tests mounting a whole route file). */
export function routeMethods(module: Partial<Record<string, unknown>>): Partial<Record<string, RouteHandler>> {
  const handlers: Partial<Record<string, RouteHandler>> = {};
  for (const method of ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]) {
    if (typeof module[method] === "function") handlers[method] = module[method] as RouteHandler;
  }
  return handlers;
}

function match(pattern: string, pathname: string): Params | null {
  const want = pattern.split("/").filter(Boolean);
  const got = pathname.split("/").filter(Boolean).map(decodeURIComponent);
  const params: Params = {};
  for (let i = 0; i < want.length; i++) {
    const segment = want[i]!;
    const catchAll = /^\[(\[)?\.\.\.(\w+)\]?\]$/.exec(segment);
    if (catchAll) {
      const rest = got.slice(i);
      if (rest.length === 0 && !catchAll[1]) return null;
      params[catchAll[2]!] = rest.length ? rest : undefined;
      return params;
    }
    const value = got[i];
    if (value === undefined) return null;
    const dynamic = /^\[(\w+)\]$/.exec(segment);
    if (dynamic) params[dynamic[1]!] = value;
    else if (segment !== value) return null;
  }
  return got.length === want.length ? params : null;
}

async function toRequest(req: IncomingMessage, url: URL): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  }
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  // Streamed like Next.js does, so a handler that stops reading never receives the rest.
  const body = hasBody ? bodyStream(req) : undefined;
  return new Request(url, { method: req.method, headers, body, duplex: "half" } as RequestInit);
}

/** The request body as a pull stream; a cancelled read discards the rest instead of closing the socket. */
function bodyStream(req: IncomingMessage): ReadableStream<Uint8Array> {
  let open = true;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      req.pause();
      req.on("data", (chunk: Buffer) => {
        if (!open) return;
        controller.enqueue(new Uint8Array(chunk));
        if ((controller.desiredSize ?? 0) <= 0) req.pause();
      });
      req.on("end", () => {
        if (open) controller.close();
        open = false;
      });
      req.on("error", (error) => {
        if (open) controller.error(error);
        open = false;
      });
    },
    pull() {
      req.resume();
    },
    cancel() {
      open = false;
      req.resume();
    },
  });
}

async function writeResponse(response: Response, res: ServerResponse): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== "set-cookie") headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers["set-cookie"] = cookies;
  res.writeHead(response.status, response.statusText, headers);
  res.end(Buffer.from(await response.arrayBuffer()));
}
