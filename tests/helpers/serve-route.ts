import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

type Params = Record<string, string | string[] | undefined>;
/** Any route handler export; `params` is typed by each route, so it is `never` here. */
export type RouteHandler = (request: Request, context: { params: Promise<never> }) => Response | Promise<Response>;

/** A route file's exports mounted at a Next-style path, e.g. `/v4.0/utm/[userUuid]/[[...event]]`. */
export type MountedRoute = { path: string; handlers: Partial<Record<string, RouteHandler>> };

export type ServedRoutes = { url: string; close: () => Promise<void> };

/**
 * Serves route handlers over real HTTP on a random local port, the way Next.js calls them:
 * a Fetch API Request in, a Response out, dynamic segments as `params`.
 */
export async function serveRoutes(routes: MountedRoute[]): Promise<ServedRoutes> {
  const server = createServer((req, res) => {
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
      res.writeHead(405).end();
      return;
    }
    const response = await handler(await toRequest(req, url), { params: Promise.resolve(params) as Promise<never> });
    await writeResponse(response, res);
    return;
  }
  res.writeHead(404).end();
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
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  return new Request(url, { method: req.method, headers, body: hasBody ? Buffer.concat(chunks) : undefined });
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
