#!/usr/bin/env node
// `npm start`: build when needed, migrate and seed the database, then serve on $PORT (3000)
// with the app's own HTTP server (scripts/server.mjs), which sets the trusted request facts.
import { spawnSync, spawn } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = process.cwd();
const bin = (name) => path.join(root, "node_modules", ".bin", name);
const port = process.env.PORT || "3000";

function run(cmd, args) {
  const result = spawnSync(cmd, args, { stdio: "inherit", env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Newest modification time under the given paths (source files only). */
function newest(paths) {
  let latest = 0;
  const visit = (p) => {
    if (!existsSync(p)) return;
    const stat = statSync(p);
    if (stat.isDirectory()) for (const entry of readdirSync(p)) visit(path.join(p, entry));
    else latest = Math.max(latest, stat.mtimeMs);
  };
  paths.forEach(visit);
  return latest;
}

const buildId = path.join(root, ".next", "BUILD_ID");
const sources = ["src", "messages", "public", "next.config.ts", "package.json", "postcss.config.mjs"];
const needsBuild =
  process.env.SKIP_BUILD !== "1" &&
  (!existsSync(buildId) || newest(sources) > statSync(buildId).mtimeMs);

if (needsBuild) {
  console.log("building the app (first start or sources changed)…");
  run(bin("next"), ["build"]);
}

run(bin("tsx"), ["scripts/db-setup.ts"]);

const server = spawn(process.execPath, ["scripts/server.mjs"], {
  stdio: "inherit",
  env: { ...process.env, PORT: port, NODE_ENV: process.env.NODE_ENV || "production" },
});
// The server shuts down gracefully on the signal (requests in flight and running jobs finish;
// docs/operations.md, "Shutting down"); this process ends with it, with its exit code.
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
