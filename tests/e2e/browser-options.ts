import type { PlaywrightTestOptions } from "@playwright/test";

/** Debian's Chromium, never a downloaded browser (CHROMIUM_PATH overrides the path). */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

const splitPosition = (name: string, value: string) => ({
  name,
  value,
  domain: "127.0.0.1",
  path: "/",
  expires: -1,
  httpOnly: false,
  secure: false,
  sameSite: "Lax" as const,
});

/**
 * Every test starts outside the seeded demo experiments (no step_one quiz test, home page
 * control), so pages open at the address a test asks for. Experiment tests set their own
 * positions, or start a fresh context, to exercise assignment.
 */
export const outsideDemoExperiments: PlaywrightTestOptions["storageState"] = {
  cookies: [splitPosition("SPLIT_STEP_ONE_POSITION", "0.99"), splitPosition("SPLIT_PAGE_POSITION", "0.1")],
  origins: [],
};
