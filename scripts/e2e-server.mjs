#!/usr/bin/env node
// The server the browser tests use: a fresh embedded database and secrets file in a temporary
// folder, the development country override on, the session key ring the tests sign with
// (tests/e2e/e2e-secrets.json), then `npm start` (which builds when needed).
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "platewise-e2e-"));
const e2eSecrets = JSON.parse(readFileSync(new URL("../tests/e2e/e2e-secrets.json", import.meta.url), "utf8"));
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  SECRETS_FILE: path.join(dataDir, "secrets.json"),
  SESSION_KEYS: e2eSecrets.SESSION_KEYS,
  DATABASE_URL: "",
  ALLOW_COUNTRY_OVERRIDE: "true",
  // The sandbox processor delivers its webhooks to this very server.
  SITE_URL: `http://127.0.0.1:${process.env.PORT ?? 3000}`,
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
