/**
 * Runs every `bench/*.bench.ts` in name order. Each exports `run()`, which prints its own
 * figures as ratios against a baseline measured in the same run. No figure is asserted.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const only = process.argv[2];
const dir = path.resolve("bench");
const files = readdirSync(dir)
  .filter((f) => f.endsWith(".bench.ts") && (!only || f.includes(only)))
  .sort();

for (const file of files) {
  console.log(`\n## ${file}`);
  const mod = (await import(pathToFileURL(path.join(dir, file)).href)) as {
    run?: () => Promise<void>;
  };
  if (typeof mod.run !== "function") throw new Error(`${file} does not export run()`);
  await mod.run();
}
