import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SandboxHarness } from "../sandbox-pay/sandbox-harness";
import { runBackupCli } from "./backup-cli";
import { createScratchPlace, type ScratchPlace } from "./scratch-place";
import { businessRecords, openRestored, openServerWithOrders } from "./server-with-orders";

const minute = 60_000;
const embedded = !process.env.DATABASE_URL;

describe(`npm run backup and npm run restore (${embedded ? "PGlite" : "PostgreSQL"})`, () => {
  let source: ScratchPlace;
  let target: ScratchPlace;
  let server: SandboxHarness;
  let before: Awaited<ReturnType<typeof businessRecords>>;
  let archive: string;

  beforeAll(async () => {
    source = await createScratchPlace("src");
    target = await createScratchPlace("dst");
    archive = path.join(path.dirname(source.env.SECRETS_FILE), "platewise.tar.gz");
    server = await openServerWithOrders(source, 3);
    before = await businessRecords(server.db);
  }, 2 * minute);

  afterAll(async () => {
    await server?.close().catch(() => undefined);
    await source?.drop();
    await target?.drop();
  });

  it("starts from a server with paid orders, active subscriptions and staff", () => {
    expect(before.orders.filter((order) => order.status === "paid")).toHaveLength(3);
    expect(
      before.subscriptions.filter((subscription) => subscription.status === "active"),
    ).toHaveLength(3);
    expect(before.staff.map((member) => member.email)).toContain("admin@platewise.local");
  });

  it(
    `backs up into one archive readable by its owner only (${embedded ? "once the app has stopped" : "while the app runs"})`,
    async () => {
      if (embedded) {
        // Two processes on one PGlite folder would corrupt it: the backup refuses while the app has it open.
        const refused = await runBackupCli("backup", ["--out", archive], source);
        expect(refused.code).not.toBe(0);
        expect(refused.output).toMatch(/is in use by process \d+.*stop the app first/);
        expect(existsSync(archive)).toBe(false);
        await server.close();
      }
      const result = await runBackupCli("backup", ["--out", archive], source);
      expect(result.output).toContain(`backup written: ${archive}`);
      expect(result.code).toBe(0);
      expect(statSync(archive).mode & 0o777).toBe(0o600);
    },
    2 * minute,
  );

  it(
    "restores every order, subscription and staff account, and the secrets file, into a fresh place",
    async () => {
      const result = await runBackupCli("restore", [archive], target);
      expect(result.output).toMatch(/restored the backup of/);
      expect(result.code).toBe(0);
      expect(readFileSync(target.env.SECRETS_FILE, "utf8")).toBe(
        readFileSync(source.env.SECRETS_FILE, "utf8"),
      );
      expect(statSync(target.env.SECRETS_FILE).mode & 0o777).toBe(0o600);
      const restored = await openRestored(target);
      try {
        expect(await businessRecords(restored.db)).toEqual(before);
      } finally {
        await restored.close();
      }
    },
    2 * minute,
  );

  it(
    "refuses to restore over data that is already there",
    async () => {
      const result = await runBackupCli("restore", [archive], target);
      expect(result.code).not.toBe(0);
      expect(result.output).toMatch(
        embedded
          ? /data folder .* is not empty; pass --force/
          : /already has \d+ tables; pass --force/,
      );
    },
    2 * minute,
  );
});
