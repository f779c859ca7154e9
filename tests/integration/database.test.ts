import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { settings } from "@/server/db/schema/settings";
import { runSeed } from "@/server/db/seed/run-seed";
import type { DatabaseHandle } from "@/server/db/create-database";
import { createTestDatabase } from "../helpers/test-db";

describe("database", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(async () => {
    await handle.close();
  });

  it("applies the migrations and answers a ping", async () => {
    await expect(handle.ping()).resolves.toBeUndefined();
    const rows = await handle.db.select().from(settings);
    expect(rows).toEqual([]);
  });

  it("running migrations twice is a no-op", async () => {
    await handle.migrate();
    await expect(handle.ping()).resolves.toBeUndefined();
  });

  it("seeds idempotently: a second run changes nothing", async () => {
    await runSeed(handle.db);
    const snapshot = () => handle.db.select().from(settings).orderBy(settings.key);
    const first = await snapshot();
    await runSeed(handle.db);
    const second = await snapshot();
    expect(second.length).toBeGreaterThan(0);
    expect(second).toEqual(first);
  });

  it("keeps values staff changed when seeding again", async () => {
    await handle.db
      .update(settings)
      .set({ value: { name: "Changed" } })
      .where(sql`${settings.key} = 'site.company'`);
    await runSeed(handle.db);
    const [row] = await handle.db.select().from(settings).where(sql`${settings.key} = 'site.company'`);
    expect(row?.value).toEqual({ name: "Changed" });
  });
});
