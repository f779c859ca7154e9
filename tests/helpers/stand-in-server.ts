import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export type RecordedRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string | string[] | undefined>;
  body: string;
};

export type StandInAnswer = { status?: number; headers?: Record<string, string>; body?: string | object };

export type StandInServer = {
  url: string;
  requests: RecordedRequest[];
  /** Replaces how the server answers; it records every request either way. */
  answer: (fn: (request: RecordedRequest) => StandInAnswer | Promise<StandInAnswer>) => void;
  close: () => Promise<void>;
};

/**
 * A local HTTP server standing in for a third-party API we cannot reach from tests. It
 * records each request; the test checks the shape and chooses the answer.
 */
export async function startStandInServer(
  answer: (request: RecordedRequest) => StandInAnswer | Promise<StandInAnswer> = () => ({ body: "ok" }),
): Promise<StandInServer> {
  const requests: RecordedRequest[] = [];
  let respond = answer;
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? "/", "http://stand-in");
    const recorded: RecordedRequest = {
      method: req.method ?? "GET",
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body: Buffer.concat(chunks).toString("utf8"),
    };
    requests.push(recorded);
    try {
      const result = await respond(recorded);
      const body = typeof result.body === "object" ? JSON.stringify(result.body) : (result.body ?? "");
      const type = typeof result.body === "object" ? "application/json" : "text/plain";
      res.writeHead(result.status ?? 200, { "Content-Type": type, ...result.headers });
      res.end(body);
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    answer: (fn) => {
      respond = fn;
    },
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}
