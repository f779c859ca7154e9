/**
 * What a hostile body costs the server before it is refused (docs/http.md, "Hostile bodies"):
 * the nesting scan (`jsonTooDeep`) of a 60 KB and a 900 KB body nested `[[[…]]]`, against the
 * baseline of parsing an ordinary flat body of the same size with JSON.parse — what every
 * accepted request pays anyway. Also the unsafe-text walk (`findUnsafeText`) over a value
 * 30,000 levels deep against the same walk over a flat value of as many strings, and, once,
 * the recursive walk with a path copied per level that the app used before (quadratic in
 * depth). Figures are ms (median of 7) and ratios; nothing is asserted.
 */
import { performance } from "node:perf_hooks";
import { jsonTooDeep } from "@/server/http/json-depth";
import { findUnsafeText, hasUnsafeText } from "@/server/http/unsafe-text";

const nested = (depth: number) => "[".repeat(depth) + "]".repeat(depth);
/** A flat JSON body of about `bytes` bytes: an object of short strings. */
const flat = (bytes: number) => JSON.stringify({ events: Array.from({ length: Math.floor(bytes / 12) }, (_, i) => `e${i % 100_000}`) });

function median(fn: () => unknown, runs = 7): number {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    fn();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)]!;
}

/** The walk as it was: recursive, with the path array copied at every level. */
function recursiveWalk(value: unknown, path: Array<string | number> = []): Array<string | number> | null {
  if (typeof value === "string") return hasUnsafeText(value) ? path : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = recursiveWalk(value[i], [...path, i]);
      if (found) return found;
    }
  }
  return null;
}

const row = (name: string, ms: number, baseline: number) => console.log(`| ${name} | ${ms.toFixed(3)} | ${(ms / baseline).toFixed(2)}× |`);

export async function run(): Promise<void> {
  console.log("\n| Body | ms | against JSON.parse of a flat body of the same size |\n| --- | --- | --- |");
  for (const [label, depth] of [["60 KB", 30_000], ["900 KB", 450_000]] as const) {
    const hostile = nested(depth);
    const ordinary = flat(hostile.length);
    const baseline = median(() => JSON.parse(ordinary));
    row(`${label} nested: depth scan (refused)`, median(() => jsonTooDeep(hostile)), baseline);
    row(`${label} flat: depth scan (passes)`, median(() => jsonTooDeep(ordinary)), baseline);
    row(`${label} flat: JSON.parse (baseline)`, baseline, baseline);
  }

  const depth = 30_000;
  let deep: unknown = "clean";
  for (let i = 0; i < depth; i++) deep = [deep];
  const wide = Array.from({ length: depth }, () => "clean");
  const wideMs = median(() => findUnsafeText(wide));
  console.log("\n| Walk over 30,000 strings or levels | ms | against the flat walk |\n| --- | --- | --- |");
  row("flat array (baseline)", wideMs, wideMs);
  row("nested 30,000 deep, iterative walk", median(() => findUnsafeText(deep)), wideMs);
  const before = performance.now();
  try {
    recursiveWalk(deep);
    row("nested 30,000 deep, the former recursive walk (once)", performance.now() - before, wideMs);
  } catch (error) {
    console.log(`| nested 30,000 deep, the former recursive walk | fails: ${(error as Error).name} | — |`);
  }
}
