import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attemptKey, attemptsSoFar, clearAttempts, countAttempt, pruneAttempts } from "@/server/rate-limit/attempt-gate";
import type { DatabaseHandle } from "@/server/db/create-database";
import { signInAttempts } from "@/server/db/schema/sign-in-attempts";
import { purgeExpiredRateLimits } from "@/server/jobs/purge-expired-rate-limits";
import { createTestDatabase } from "../../helpers/test-db";

const minute = 60_000;
const rule = (key: string) => ({ key, limit: 5, windowMs: 15 * minute });

describe("the attempt gate (counted before the secret is checked)", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it("lets exactly five of fifty parallel attempts through, and counts no more", async () => {
    const now = Date.UTC(2026, 5, 1, 12);
    const gates = await Promise.all(Array.from({ length: 50 }, () => countAttempt(handle.db, rule("parallel"), now)));
    const allowed = gates.filter((gate) => gate.allowed);
    expect(allowed.map((gate) => gate.count).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(allowed.filter((gate) => gate.lockedUntil)).toHaveLength(1);
    expect(gates.filter((gate) => !gate.allowed)).toHaveLength(45);
    expect(await attemptsSoFar(handle.db, "parallel", now)).toBe(5);
  });

  it("locks for 15 minutes from the fifth attempt; refused attempts do not extend it; then a new run", async () => {
    const start = Date.UTC(2026, 5, 1, 13);
    for (let i = 0; i < 5; i++) expect((await countAttempt(handle.db, rule("lock"), start + i * minute)).allowed).toBe(true);
    const locked = await countAttempt(handle.db, rule("lock"), start + 10 * minute);
    if (locked.allowed) throw new Error("The sixth attempt was let through.");
    expect(locked.count).toBe(5);
    expect(locked.lockedUntil.getTime()).toBe(start + 4 * minute + 15 * minute);
    expect(locked.retryAfterSeconds).toBe(9 * 60);
    const after = await countAttempt(handle.db, rule("lock"), start + 19 * minute);
    expect(after).toMatchObject({ allowed: true, count: 1 });
  });

  it("a success clears the run; keys never hold the value they guard", async () => {
    const key = attemptKey("staff-password", " Ada@Platewise.test ");
    expect(key).toBe(attemptKey("staff-password", "ada@platewise.test"));
    expect(key).not.toContain("ada");
    await countAttempt(handle.db, rule(key));
    await countAttempt(handle.db, rule(key));
    await clearAttempts(handle.db, key);
    expect(await attemptsSoFar(handle.db, key)).toBe(0);
    expect((await countAttempt(handle.db, rule(key))).count).toBe(1);
  });

  it("the hourly purge removes forgotten runs only", async () => {
    const now = Date.UTC(2026, 5, 2, 12);
    await countAttempt(handle.db, rule("old"), now - 20 * minute);
    await countAttempt(handle.db, rule("live"), now - 5 * minute);
    expect(await pruneAttempts(handle.db, now)).toBeGreaterThanOrEqual(1);
    const keys = (await handle.db.select().from(signInAttempts)).map((row) => row.key);
    expect(keys).toContain("live");
    expect(keys).not.toContain("old");
    expect(await purgeExpiredRateLimits(handle.db, now + 60 * minute)).toBeGreaterThanOrEqual(1);
    expect((await handle.db.select().from(signInAttempts)).map((row) => row.key)).not.toContain("live");
  });
});
