/** Shared helpers for HTTP benchmarks: autocannon load, and a bare node:http twin of an answer. */
import http from "node:http";
import autocannon from "autocannon";
import type { RawAnswer } from "./raw-answer";

export type LoadResult = {
  requestsPerSecond: number;
  latencyP50: number;
  latencyP99: number;
  /** Share of answers that were redirects (a page split sends some new visitors on). */
  redirectShare: number;
};

/** Connections as in the measurements of the performance issue (docs/performance.md). */
export const benchConnections = Number(process.env.BENCH_CONNECTIONS ?? 32);

export async function load(
  url: string,
  seconds: number,
  headers?: Record<string, string>,
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: benchConnections,
    duration: seconds,
    headers,
  });
  const failures = result["4xx"] + result["5xx"] + result.errors + result.timeouts;
  if (failures > 0) {
    throw new Error(
      `${url}: ${result["4xx"]} 4xx, ${result["5xx"]} 5xx, ${result.errors} errors, ${result.timeouts} timeouts under load`,
    );
  }
  const answered = result["2xx"] + result["3xx"];
  return {
    requestsPerSecond: result.requests.average,
    latencyP50: result.latency.p50,
    latencyP99: result.latency.p99,
    redirectShare: answered > 0 ? result["3xx"] / answered : 0,
  };
}

export type LoadTarget = { url: string; headers?: Record<string, string> };

/**
 * Loads each target in turn, `rounds` times, so that a change of load on the machine hits
 * every target alike and their ratios stay meaningful. Throughput is over all rounds; p50 and
 * p99 are the means of the rounds'.
 */
export async function loadInTurns(
  targets: LoadTarget[],
  rounds: number,
  seconds: number,
): Promise<LoadResult[]> {
  const samples = targets.map(() => [] as LoadResult[]);
  for (let round = 0; round < rounds; round++) {
    for (const [index, target] of targets.entries()) {
      samples[index]!.push(await load(target.url, seconds, target.headers));
    }
  }
  const mean = (list: LoadResult[], pick: (r: LoadResult) => number) =>
    list.reduce((sum, r) => sum + pick(r), 0) / list.length;
  return samples.map((list) => ({
    requestsPerSecond: mean(list, (r) => r.requestsPerSecond),
    latencyP50: Math.round(mean(list, (r) => r.latencyP50)),
    latencyP99: Math.round(mean(list, (r) => r.latencyP99)),
    redirectShare: mean(list, (r) => r.redirectShare),
  }));
}

/** Headers a bare server does not copy: they describe the connection, not the answer. */
const hopHeaders = new Set([
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-length",
  "date",
]);

/** A bare node:http server answering every request with the same status, headers and bytes. */
export async function startTwin(
  answer: RawAnswer,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const headers: http.OutgoingHttpHeaders = { "content-length": answer.body.length };
  for (const [name, value] of Object.entries(answer.headers)) {
    if (value !== undefined && !hopHeaders.has(name)) headers[name] = value;
  }
  const server = http.createServer((_req, res) => {
    res.writeHead(answer.status, headers);
    res.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
