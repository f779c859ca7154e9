#!/usr/bin/env node
// The server the browser tests use: a fresh embedded database and secrets file in a temporary
// folder (the app generates its own secrets there), the development country override on, a
// real SMTP server beside it whose mails land as files in E2E_MAIL_DIR for the tests to read
// (tests/e2e/mailbox.ts: tests sign in as customers do, with the mailed code), then
// `npm start` (which builds when needed).
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startMailCatcher } from "./mail-catcher.mjs";

const mailDir = process.env.E2E_MAIL_DIR ?? path.join(os.tmpdir(), "platewise-e2e-mail");
const smtp = await startMailCatcher(mailDir);

const dataDir = mkdtempSync(path.join(os.tmpdir(), "platewise-e2e-"));
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  SECRETS_FILE: path.join(dataDir, "secrets.json"),
  DATABASE_URL: "",
  ALLOW_COUNTRY_OVERRIDE: "true",
  // Links in mails name 127.0.0.1, the host the browser tests use (the default would be
  // localhost, where their cookies do not apply). The README's own start, without SITE_URL, is
  // tested by tests/e2e/readme-start.e2e.ts.
  SITE_URL: `http://127.0.0.1:${process.env.PORT ?? 3000}`,
  // Lets browser tests read back their own analytics events (never on a public site).
  ANALYTICS_READBACK: "true",
  LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
  // Mail goes to the SMTP server above, never anywhere else.
  SMTP_URL: smtp.url,
};
const child = spawn(process.execPath, ["scripts/start.mjs"], { stdio: "inherit", env });
const cleanUp = () => {
  smtp.close();
  rmSync(dataDir, { recursive: true, force: true });
};
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    child.kill(signal);
  });
}
child.on("exit", (code) => {
  cleanUp();
  process.exit(code ?? 0);
});
