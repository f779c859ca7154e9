/**
 * Runs every `bench/*.bench.ts` in name order (`npm run bench -- <part of a name>`: those
 * only). Each exports `run()`, which prints its own figures as ratios against a baseline
 * measured in the same run. No figure is asserted. The machine's load is printed before and
 * after each file: figures taken while something else uses the CPU are not comparable.
 */
import { readdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

const only = process.argv[2];
const dir = path.resolve("bench");
const files = readdirSync(dir)
  .filter((f) => f.endsWith(".bench.ts") && (!only || f.includes(only)))
  .sort();

const machine = () =>
  `load average ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(" / ")} (1 / 5 / 15 min) on ${os.availableParallelism()} cores`;

for (const file of files) {
  console.log(`\n## ${file}\n\nBefore: ${machine()}`);
  const mod = (await import(pathToFileURL(path.join(dir, file)).href)) as {
    run?: () => Promise<void>;
  };
  if (typeof mod.run !== "function") throw new Error(`${file} does not export run()`);
  await mod.run();
  console.log(`\nAfter: ${machine()}`);
}
