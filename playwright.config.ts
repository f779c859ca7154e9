import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunchOptions, outsideDemoExperiments } from "./tests/e2e/browser-options";
import { readmeStartServer } from "./tests/e2e/readme-start-server";

const port = Number(process.env.E2E_PORT ?? 3100);
// Where the test server's SMTP peer writes the mails it receives (tests/e2e/mailbox.ts).
process.env.E2E_MAIL_DIR ??= path.join(os.tmpdir(), `platewise-e2e-mail-${port}`);

/**
 * Browser tests run the built app (`next start`) on its own port with a throw-away embedded
 * database, in Debian's Chromium — never a downloaded browser.
 */
export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.e2e.ts",
  fullyParallel: true,
  workers: process.env.CI ? 2 : 3,
  retries: 0,
  forbidOnly: true,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  outputDir: "test-results",
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    storageState: outsideDemoExperiments,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: chromiumLaunchOptions,
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  // The test server first (it builds when needed), then the README's own start beside it
  // (tests/e2e/readme-start-server.ts), which finds the build made.
  webServer: [
    {
      command: `node scripts/e2e-server.mjs`,
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 600_000,
      env: { PORT: String(port), E2E_MAIL_DIR: process.env.E2E_MAIL_DIR },
      stdout: "pipe",
    },
    readmeStartServer,
  ],
});
