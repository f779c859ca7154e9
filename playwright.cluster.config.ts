import { randomBytes } from "node:crypto";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunchOptions, outsideDemoExperiments } from "./tests/e2e/browser-options";

const port = Number(process.env.CLUSTER_PORT ?? 3410);
// Set once in the main process; the workers inherit them. The cluster creates this database
// (and drops it on exit); the test reads it to see which client address the app recorded.
process.env.CLUSTER_DATABASE ??= `platewise_cluster_${randomBytes(4).toString("hex")}`;
// The cluster's SMTP stand-in writes mails here; tests/e2e/mailbox.ts reads them.
process.env.E2E_MAIL_DIR ??= path.join(os.tmpdir(), `platewise-cluster-mail-${port}`);

/**
 * The cluster browser test (`npm run test:cluster`): `npm run cluster` — nginx with https in
 * front of two app instances on one PostgreSQL database — and Debian's Chromium, which accepts
 * the cluster's self-signed certificate. Its own folder, so `npm run test:e2e` never runs it.
 */
export default defineConfig({
  testDir: "tests/cluster",
  testMatch: "**/*.e2e.ts",
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 180_000,
  expect: { timeout: 15_000 },
  reporter: [["list"]],
  outputDir: "test-results/cluster",
  use: {
    baseURL: `https://127.0.0.1:${port}`,
    ignoreHTTPSErrors: true,
    // Outside the seeded demo experiments, as in playwright.config.ts.
    storageState: outsideDemoExperiments,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: chromiumLaunchOptions,
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: "node scripts/cluster.mjs",
    url: `https://127.0.0.1:${port}/api/health`,
    ignoreHTTPSErrors: true,
    reuseExistingServer: false,
    timeout: 600_000,
    // The cluster stops its instances and nginx and drops its database on SIGTERM.
    gracefulShutdown: { signal: "SIGTERM", timeout: 30_000 },
    env: {
      CLUSTER_PORT: String(port),
      CLUSTER_DATABASE: process.env.CLUSTER_DATABASE,
      CLUSTER_MAIL_DIR: process.env.E2E_MAIL_DIR,
      LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
    },
    stdout: "pipe",
  },
});
