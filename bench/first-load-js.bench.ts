/**
 * First-load JavaScript of the measured pages as a new visitor receives them: every script
 * the HTML references, raw and gzipped, compared with the home page in the same run (next
 * build no longer prints these sizes). The budget that fails CI is `npm run budget`.
 */
import { gzipSync } from "node:zlib";
import { startApp } from "./bench-app";
import { benchPages, fixed, printTable } from "./bench-pages";
import { newVisitorPage, rawGet } from "./raw-answer";

async function firstLoadJs(
  base: string,
  path: string,
): Promise<{ files: number; raw: number; gzip: number }> {
  const html = (await newVisitorPage(base, path)).body.toString("utf8");
  const sources = [
    ...new Set([...html.matchAll(/<script[^>]+src="([^"]+\.js[^"]*)"/g)].map((m) => m[1]!)),
  ];
  let raw = 0;
  let gzip = 0;
  for (const src of sources) {
    const { body } = await rawGet(new URL(src, base).href);
    raw += body.length;
    gzip += gzipSync(body).length;
  }
  return { files: sources.length, raw, gzip };
}

export async function run(): Promise<void> {
  const app = await startApp();
  try {
    const kib = (n: number) => `${fixed(n / 1024, 1)} KiB`;
    const sizes = [];
    for (const page of benchPages) sizes.push({ page, ...(await firstLoadJs(app.url, page.path)) });
    const home = sizes.find((size) => size.page.path === "/")?.gzip ?? Number.NaN;
    const rows = sizes.map(({ page, files, raw, gzip }) => [
      `${page.name} (${page.path})`,
      String(files),
      kib(raw),
      kib(gzip),
      `${fixed(gzip / home, 2)}×`,
    ]);
    printTable(
      "First-load JavaScript (new visitor)",
      ["page", "scripts", "raw", "gzip", "gzip vs home"],
      rows,
    );
  } finally {
    await app.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
