#!/usr/bin/env node
// `npm run db:generate -- --name <name>`: drizzle-kit generate, then drop the `"public".`
// schema qualifier drizzle-kit writes into foreign keys, so migrations apply to whichever
// schema the connection's search_path names (tests run each file in a fresh schema).
import { spawnSync } from "node:child_process";
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";

const result = spawnSync(path.join("node_modules", ".bin", "drizzle-kit"), ["generate", ...process.argv.slice(2)], {
  stdio: "inherit",
});
if (result.status !== 0) process.exit(result.status ?? 1);

for (const file of readdirSync("drizzle").filter((f) => f.endsWith(".sql"))) {
  const full = path.join("drizzle", file);
  const sql = readFileSync(full, "utf8");
  const fixed = sql.replaceAll('"public".', "");
  if (fixed !== sql) {
    writeFileSync(full, fixed);
    console.log(`removed the "public" schema qualifier from ${full}`);
  }
}
