#!/usr/bin/env node
// The server the browser tests use: a fresh embedded database in a temporary folder,
// the development country override on, then `npm start` (which builds when needed).
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "platewise-e2e-"));
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  DATABASE_URL: "",
  ALLOW_COUNTRY_OVERRIDE: "true",
  // Lets browser tests read back their own analytics events (never on a public site).
  ANALYTICS_READBACK: "true",
  LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
};
const child = spawn(process.execPath, ["scripts/start.mjs"], { stdio: "inherit", env });
const cleanUp = () => rmSync(dataDir, { recursive: true, force: true });
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    child.kill(signal);
  });
}
child.on("exit", (code) => {
  cleanUp();
  process.exit(code ?? 0);
});
