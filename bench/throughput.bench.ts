/**
 * Throughput of the pages paid traffic reaches, in one run, for a new visitor (no cookies)
 * and a returning one (the cookies of a real first visit): the app as `npm start` serves it,
 * the same build with the proxy switched off (the internal path requested directly), and a
 * bare node:http server sending the same status, headers and bytes. The proxy's cost per
 * request follows from the pair: 1/(req/s with it) − 1/(req/s without it). Nothing is asserted.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startApp, type BenchApp } from "./bench-app";
import { benchPages, fixed, percent, printTable } from "./bench-pages";
import { benchConnections, load, startTwin, type LoadResult } from "./http-compare";
import { createProxyFreeBuild } from "./proxy-free-build";
import { firstVisit, newVisitorPage, rawGet, type RawAnswer } from "./raw-answer";

type Measured = {
  page: string;
  visitor: "new" | "returning";
  kib: number;
  setCookies: number;
  app: LoadResult;
  withoutProxy: LoadResult | string;
  bare: LoadResult;
};

const seconds = Number(process.env.BENCH_SECONDS ?? 3);

async function measure(
  apps: { app: BenchApp; withoutProxy: BenchApp },
  target: string,
  answer: RawAnswer,
  cookie: string | undefined,
): Promise<Omit<Measured, "page" | "visitor">> {
  const headers = cookie ? { cookie } : undefined;
  const rewrite = answer.headers["x-middleware-rewrite"];
  const internal = typeof rewrite === "string" ? rewrite : target;
  const direct = await rawGet(`${apps.withoutProxy.url}${internal}`, cookie);
  const twin = await startTwin(answer);
  try {
    await load(`${apps.app.url}${target}`, 1, headers);
    const app = await load(`${apps.app.url}${target}`, seconds, headers);
    let withoutProxy: LoadResult | string = `answered ${direct.status} at ${internal}`;
    if (direct.status === 200) {
      await load(`${apps.withoutProxy.url}${internal}`, 1, headers);
      withoutProxy = await load(`${apps.withoutProxy.url}${internal}`, seconds, headers);
    }
    const bare = await load(`${twin.url}${target}`, seconds);
    const setCookies = answer.headers["set-cookie"]?.length ?? 0;
    return { kib: answer.body.length / 1024, setCookies, app, withoutProxy, bare };
  } finally {
    await twin.stop();
  }
}

function print(results: Measured[]): void {
  const ms = (r: LoadResult) => `${r.latencyP50} / ${r.latencyP99}`;
  const perRequest = (r: LoadResult) => 1000 / r.requestsPerSecond;
  printTable(
    `Throughput, ${benchConnections} connections, ${seconds} s each (ratios: higher is better)`,
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
      "HTML KiB",
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
        fixed(r.kib, 1),
        String(r.setCookies),
        ms(r.app),
        direct ? ms(direct) : "–",
        ms(r.bare),
        direct ? percent(direct.requestsPerSecond / r.bare.requestsPerSecond) : "–",
      ];
    }),
  );
}

export async function run(): Promise<void> {
  const secrets = mkdtempSync(path.join(os.tmpdir(), "platewise-bench-secrets-"));
  const secretsFile = path.join(secrets, "secrets.json");
  const app = await startApp({ secretsFile });
  const copy = createProxyFreeBuild();
  let withoutProxy: BenchApp | undefined;
  try {
    withoutProxy = await startApp({ cwd: copy.dir, secretsFile });
    const apps = { app, withoutProxy };
    const results: Measured[] = [];
    for (const page of benchPages) {
      const fresh = await newVisitorPage(app.url, page.path);
      results.push({
        page: page.name,
        visitor: "new",
        ...(await measure(apps, page.path, fresh, undefined)),
      });
      const visit = await firstVisit(app.url, page.path);
      const again = await rawGet(`${app.url}${visit.landing}`, visit.cookie);
      if (again.status !== 200)
        throw new Error(`${visit.landing} answered ${again.status} to a returning visitor`);
      results.push({
        page: page.name,
        visitor: "returning",
        ...(await measure(apps, visit.landing, again, visit.cookie)),
      });
    }
    print(results);
  } finally {
    await withoutProxy?.stop();
    await app.stop();
    copy.remove();
    rmSync(secrets, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
