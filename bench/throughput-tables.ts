/** The Markdown tables of bench/throughput.bench.ts. */
import { fixed, percent, printTable } from "./bench-pages";
import { benchConnections, type LoadResult } from "./http-compare";

export type Measured = {
  page: string;
  visitor: "new" | "returning";
  kib: number;
  directKib: number;
  setCookies: number;
  app: LoadResult;
  withoutProxy: LoadResult | string;
  bare: LoadResult;
};

export type Setting = { rounds: number; seconds: number };

export function printThroughput(results: Measured[], { rounds, seconds }: Setting): void {
  const ms = (r: LoadResult) => `${r.latencyP50} / ${r.latencyP99}`;
  const perRequest = (r: LoadResult) => 1000 / r.requestsPerSecond;
  printTable(
    `Throughput, ${benchConnections} connections, ${rounds} rounds of ${seconds} s taken in turns (ratios: higher is better)`,
    [
      "page",
      "visitor",
      "req/s",
      "of bare http",
      "of the page without proxy",
      "proxy ms / request",
      "redirects",
    ],
    results.map((r) => {
      const direct = typeof r.withoutProxy === "string" ? null : r.withoutProxy;
      return [
        r.page,
        r.visitor,
        fixed(r.app.requestsPerSecond),
        percent(r.app.requestsPerSecond / r.bare.requestsPerSecond),
        direct
          ? percent(r.app.requestsPerSecond / direct.requestsPerSecond)
          : String(r.withoutProxy),
        !direct
          ? "–"
          : r.app.redirectShare > 0.01
            ? "– (redirects)"
            : fixed(perRequest(r.app) - perRequest(direct), 2),
        percent(r.app.redirectShare),
      ];
    }),
  );
  printTable(
    "Latency p50 / p99 in ms, and the page without proxy against bare http",
    [
      "page",
      "visitor",
      "HTML KiB (without proxy)",
      "Set-Cookie",
      "app",
      "without proxy",
      "bare http",
      "without proxy, of bare",
    ],
    results.map((r) => {
      const direct = typeof r.withoutProxy === "string" ? null : r.withoutProxy;
      return [
        r.page,
        r.visitor,
        `${fixed(r.kib, 1)} (${fixed(r.directKib, 1)})`,
        String(r.setCookies),
        ms(r.app),
        direct ? ms(direct) : "–",
        ms(r.bare),
        direct ? percent(direct.requestsPerSecond / r.bare.requestsPerSecond) : "–",
      ];
    }),
  );
}
