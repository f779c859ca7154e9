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
import { benchPages } from "./bench-pages";
import { load, loadInTurns, startTwin, type LoadResult, type LoadTarget } from "./http-compare";
import { createProxyFreeBuild } from "./proxy-free-build";
import { firstVisit, newVisitorPage, rawGet, type RawAnswer } from "./raw-answer";
import { printThroughput, type Measured } from "./throughput-tables";

const seconds = Number(process.env.BENCH_SECONDS ?? 2);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);

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
    const targets: LoadTarget[] = [{ url: `${apps.app.url}${target}`, headers }];
    if (direct.status === 200)
      targets.push({ url: `${apps.withoutProxy.url}${internal}`, headers });
    for (const warm of targets) await load(warm.url, 1, warm.headers);
    targets.push({ url: `${twin.url}${target}` });
    const figures = await loadInTurns(targets, rounds, seconds);
    const app = figures[0]!;
    const bare = figures[figures.length - 1]!;
    const withoutProxy: LoadResult | string =
      direct.status === 200 ? figures[1]! : `answered ${direct.status} at ${internal}`;
    const setCookies = answer.headers["set-cookie"]?.length ?? 0;
    return {
      kib: answer.body.length / 1024,
      directKib: direct.body.length / 1024,
      setCookies,
      app,
      withoutProxy,
      bare,
    };
  } finally {
    await twin.stop();
  }
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
    printThroughput(results, { rounds, seconds });
  } finally {
    await withoutProxy?.stop();
    await app.stop();
    copy.remove();
    rmSync(secrets, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
