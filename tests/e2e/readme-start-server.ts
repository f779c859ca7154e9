import os from "node:os";
import path from "node:path";

/**
 * The second server of the browser tests: `npm start` as the README starts it, on a port of its
 * own (never 3000), with no SITE_URL, no SMTP and none of the test server's switches
 * (scripts/e2e-server.mjs). Only two variables are set, both just places: DATA_DIR and
 * SECRETS_FILE point at a fresh, empty folder, so the run starts from nothing, as on a fresh
 * clone, without touching a developer's own `.data/`.
 */
export const readmeStartPort = Number(process.env.E2E_PORT ?? 3100) + 17;
export const readmeStartUrl = `http://127.0.0.1:${readmeStartPort}`;
const dataFolder = path.join(os.tmpdir(), `platewise-readme-start-${readmeStartPort}`);

export const readmeStartServer = {
  // A fresh data folder each run, then the README's own command.
  command: `rm -rf '${dataFolder}' && npm start`,
  url: `${readmeStartUrl}/api/health`,
  reuseExistingServer: false,
  timeout: 600_000,
  env: { PORT: String(readmeStartPort), DATA_DIR: path.join(dataFolder, "data"), SECRETS_FILE: path.join(dataFolder, "secrets.json") },
  stdout: "pipe" as const,
};
