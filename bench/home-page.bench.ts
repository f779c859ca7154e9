/** The home page through the real app (proxy + render) against bare node:http serving the same bytes. */
import { load, printComparison, startApp, startTwin } from "./http-compare";

// A returning visitor in the control group of the home page split (no redirect).
const cookie =
  "proxy_user_id=6f0c1d1e-2b7a-4c3e-9a55-3f1e2d4c5b6a; countryCode=US; SPLIT_STEP_ONE_POSITION=0.99; SPLIT_PAGE_POSITION=0.1";

export async function run(): Promise<void> {
  const seconds = Number(process.env.BENCH_SECONDS ?? 5);
  const app = await startApp(Number(process.env.BENCH_PORT ?? 3200));
  try {
    const response = await fetch(`${app.url}/`, { headers: { cookie } });
    const body = Buffer.from(await response.arrayBuffer());
    const twin = await startTwin(body, response.headers.get("content-type") ?? "text/html");
    try {
      await load(`${app.url}/`, 1, { cookie }); // warm-up
      const appResult = await load(`${app.url}/`, seconds, { cookie });
      const baseline = await load(`${twin.url}/`, seconds);
      printComparison(
        `GET / (${(body.length / 1024).toFixed(1)} KiB of HTML), ${seconds} s, 10 connections`,
        appResult,
        baseline,
      );
    } finally {
      await twin.stop();
    }
  } finally {
    await app.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
