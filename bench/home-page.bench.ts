/** The home page through the real app (proxy + render) against bare node:http serving the same bytes. */
import { load, printComparison, startApp, startTwin } from "./http-compare";

export async function run(): Promise<void> {
  const seconds = Number(process.env.BENCH_SECONDS ?? 5);
  const app = await startApp(Number(process.env.BENCH_PORT ?? 3200));
  try {
    const response = await fetch(`${app.url}/`);
    const body = Buffer.from(await response.arrayBuffer());
    const twin = await startTwin(body, response.headers.get("content-type") ?? "text/html");
    try {
      await load(`${app.url}/`, 1); // warm-up
      const appResult = await load(`${app.url}/`, seconds);
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
