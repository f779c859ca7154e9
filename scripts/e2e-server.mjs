#!/usr/bin/env node
// The server the browser tests use: a fresh embedded database and secrets file in a temporary
// folder (the app generates its own secrets there), the development country override on, a
// real SMTP server beside it whose mails land as files in E2E_MAIL_DIR for the tests to read
// (tests/e2e/mailbox.ts: tests sign in as customers do, with the mailed code), then
// `npm start` (which builds when needed).
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";

const mailDir = process.env.E2E_MAIL_DIR ?? path.join(os.tmpdir(), "platewise-e2e-mail");
rmSync(mailDir, { recursive: true, force: true });
mkdirSync(mailDir, { recursive: true });
let received = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, _session, callback) {
    const chunks = [];
    stream.on("data", (chunk) => chunks.push(chunk));
    stream.on("end", () => {
      received += 1;
      writeFileSync(path.join(mailDir, `${Date.now()}-${String(received).padStart(5, "0")}.eml`), Buffer.concat(chunks));
      callback();
    });
  },
});
await new Promise((resolve) => smtp.listen(0, "127.0.0.1", resolve));
const smtpPort = smtp.server.address().port;

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
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
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
