/**
 * First-load JavaScript of key pages: every script the HTML references, raw and gzipped,
 * compared with the home page in the same run (next build no longer prints these sizes).
 */
import { gzipSync } from "node:zlib";
import { startApp } from "./http-compare";

const cookie =
  "proxy_user_id=6f0c1d1e-2b7a-4c3e-9a55-3f1e2d4c5b6a; countryCode=US; SPLIT_STEP_ONE_POSITION=0.99; SPLIT_PAGE_POSITION=0.1";
const pages = ["/", "/ar", "/fasting-mix-2968/step-age", "/blog", "/contact"];

async function firstLoadJs(
  base: string,
  path: string,
): Promise<{ files: number; raw: number; gzip: number }> {
  const html = await (await fetch(`${base}${path}`, { headers: { cookie } })).text();
  const sources = [
    ...new Set([...html.matchAll(/<script[^>]+src="([^"]+\.js[^"]*)"/g)].map((m) => m[1]!)),
  ];
  let raw = 0;
  let gzip = 0;
  for (const src of sources) {
    const body = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer());
    raw += body.length;
    gzip += gzipSync(body).length;
  }
  return { files: sources.length, raw, gzip };
}

export async function run(): Promise<void> {
  const app = await startApp(Number(process.env.BENCH_PORT ?? 3202));
  try {
    const kib = (n: number) => `${(n / 1024).toFixed(0)} KiB`;
    let home = 0;
    console.log("| page | scripts | raw | gzip | gzip vs home |");
    console.log("|---|---|---|---|---|");
    for (const path of pages) {
      const size = await firstLoadJs(app.url, path);
      if (path === "/") home = size.gzip;
      console.log(
        `| ${path} | ${size.files} | ${kib(size.raw)} | ${kib(size.gzip)} | ${(size.gzip / home).toFixed(2)}× |`,
      );
    }
  } finally {
    await app.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
