/**
 * Lighthouse, mobile form factor with simulated throttling (its defaults), on the pages paid
 * traffic lands on, as a new visitor, against the production app. Drives the system Chromium
 * (CHROME_PATH, else /usr/bin/chromium); never downloads a browser. Nothing is asserted.
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startApp } from "./bench-app";
import { benchPages, fixed, printTable } from "./bench-pages";

const chromeFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

type Lhr = {
  categories: Record<
    string,
    { score: number | null; auditRefs: Array<{ id: string; weight: number }> } | undefined
  >;
  audits: Record<
    string,
    { numericValue?: number; score: number | null; errorMessage?: string } | undefined
  >;
  runtimeError?: { message: string };
};

/** Why a run gave no performance score (Lighthouse then scores nothing rather than guess). */
function whyNoScore({ audits, runtimeError }: Lhr): string {
  if (runtimeError) return runtimeError.message;
  const errors = Object.entries(audits).flatMap(([id, audit]) =>
    audit?.errorMessage ? [`${id}: ${audit.errorMessage}`] : [],
  );
  return errors.slice(0, 3).join("; ") || "unknown";
}

/** The accessibility audits that failed, so a score under 100 says what to fix. */
function failedAccessibility({ categories, audits }: Lhr): string[] {
  const refs = categories.accessibility?.auditRefs ?? [];
  return refs.filter((ref) => ref.weight > 0 && audits[ref.id]?.score === 0).map((ref) => ref.id);
}

/** Lighthouse varies from run to run: each page is audited this many times (odd). */
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

/** A run without a score sorts first, so the median is a scored run where there is one. */
const scoreOf = (lhr: Lhr, category: string) => lhr.categories[category]?.score ?? -1;

async function audit(url: string, port: number): Promise<Lhr> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility"],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  return result.lhr as unknown as Lhr;
}

export async function run(): Promise<void> {
  const app = await startApp();
  const rows: string[][] = [];
  const failures: string[] = [];
  try {
    for (const page of benchPages.filter((p) => p.lighthouse)) {
      // A fresh browser per page: a new visitor, with an empty cache and no cookies.
      const chrome = await chromeLauncher.launch({
        chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
        chromeFlags,
      });
      try {
        // Warm-up: the first renders of a page after start-up are not what visitors get.
        for (let i = 0; i < 3; i++) await (await fetch(`${app.url}${page.path}`)).arrayBuffer();
        const runs: Lhr[] = [];
        for (let i = 0; i < lighthouseRuns; i++)
          runs.push(await audit(`${app.url}${page.path}`, chrome.port));
        // The run with the median performance score, so its figures belong together.
        runs.sort((a, b) => scoreOf(a, "performance") - scoreOf(b, "performance"));
        const median = runs[Math.floor(runs.length / 2)] as Lhr;
        const { categories, audits } = median;
        const failed = failedAccessibility(median);
        if (failed.length > 0)
          failures.push(`failed accessibility audits, ${page.path}: ${failed.join(", ")}`);
        if (categories.performance?.score == null)
          failures.push(`no performance score, ${page.path}: ${whyNoScore(median)}`);
        const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
        const score = (id: string) => {
          const result = categories[id]?.score;
          return result == null ? "–" : fixed(result * 100);
        };
        rows.push([
          `${page.name} (${page.path})`,
          score("performance"),
          `${fixed(value("largest-contentful-paint") / 1000, 2)} s`,
          `${fixed(value("total-blocking-time"))} ms`,
          fixed(value("cumulative-layout-shift"), 3),
          `${fixed(value("first-contentful-paint") / 1000, 2)} s`,
          score("accessibility"),
        ]);
      } finally {
        chrome.kill();
      }
    }
  } finally {
    await app.stop();
  }
  printTable(
    `Lighthouse, mobile, simulated throttling, new visitor (median of ${lighthouseRuns} runs by performance score)`,
    ["page", "performance", "LCP", "TBT", "CLS", "FCP", "accessibility"],
    rows,
  );
  for (const failure of failures) console.log(`\nNote: ${failure}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
