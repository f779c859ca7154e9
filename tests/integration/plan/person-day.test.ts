import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { loadSolver } from "@/features/meal-plan/domain/load-solver";
import { personDay } from "@/features/plan/domain/person-day";
import { shiftDate, weekStartOf } from "@/features/plan/domain/plan-week";
import { generateMealPlan } from "@/features/plan/server/generate-meal-plan";
import { loadMyPlan, loadWeekPlan } from "@/features/plan/server/load-plan-page";
import { readOwnedPlan } from "@/features/plan/server/meal-plan-store";
import { planStatus, requestMissingPlans } from "@/features/plan/server/request-missing-plans";
import type { DatabaseHandle } from "@/server/db/create-database";
import type { Db } from "@/server/db/db-type";
import { seedRecipes } from "@/server/db/seed/seed-recipes";
import { stopJobQueue } from "@/server/jobs/job-queue";
// eslint-disable-next-line no-restricted-imports -- the test serves the route handlers over real HTTP
import { GET as statusRoute } from "@/app/api/plan/status/route";
// eslint-disable-next-line no-restricted-imports -- the test serves the route handlers over real HTTP
import { POST as generateRoute } from "@/app/api/plan/generate/route";
import { openAppDatabase } from "../../helpers/app-db";
import { serveRoutes, type ServedRoutes } from "../../helpers/serve-route";
import { signInAs } from "../account/sign-in-as";
import { createCustomer } from "./plan-harness";

/**
 * The plan pages and APIs use the person's day, not the server's UTC day (docs/meal-plan.md,
 * "Weeks"). On a Sunday at 12:00 UTC it is already Monday on Kiritimati (UTC+14): a new week.
 */
describe("the person's day on the plan pages and APIs", () => {
  let handle: DatabaseHandle;
  let db: Db;
  let server: ServedRoutes;
  let user: string;
  const sunday = new Date("2026-11-29T12:00:00Z");
  const utcDay = personDay(sunday, undefined);
  const kiritimatiDay = personDay(sunday, "Pacific/Kiritimati");
  const utcWeek = weekStartOf(utcDay);
  const kiritimatiWeek = weekStartOf(kiritimatiDay);

  beforeAll(async () => {
    handle = await openAppDatabase();
    db = handle.db;
    await seedRecipes(db);
    user = await createCustomer(db, "kiritimati@example.com");
    const solver = await loadSolver();
    for (const weekStart of [utcWeek, kiritimatiWeek]) await generateMealPlan(db, solver, { userUuid: user, weekStart });
    server = await serveRoutes([
      { path: "/api/plan/status", handlers: { GET: statusRoute } },
      { path: "/api/plan/generate", handlers: { POST: generateRoute } },
    ]);
  }, 180_000);
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(async () => {
    await stopJobQueue();
    await server?.close();
    await handle?.close();
  });

  it("the two days differ and fall in different weeks", () => {
    expect([utcDay, kiritimatiDay]).toEqual(["2026-11-29", "2026-11-30"]);
    expect([utcWeek, kiritimatiWeek]).toEqual(["2026-11-23", "2026-11-30"]);
  });

  it("/my-plan shows the meals of the person's day and the six days after it", async () => {
    const [early, late] = [await readOwnedPlan(db, user, utcWeek), await readOwnedPlan(db, user, kiritimatiWeek)];
    const recipesOf = (meals: Array<{ recipeId: string }>) => meals.map((m) => m.recipeId);

    const there = (await loadMyPlan(db, user, "en", kiritimatiDay))!;
    expect(there.today.date).toBe("2026-11-30");
    expect(there.today.planId).toBe(late!.id);
    expect(recipesOf(there.today.meals)).toEqual(recipesOf(late!.days[0]!.meals));
    expect(there.ahead.map((d) => d.date)).toEqual([1, 2, 3, 4, 5, 6].map((n) => shiftDate("2026-11-30", n)));
    expect(there.targets?.kcal).toBe(late!.targets.kcal);

    const utc = (await loadMyPlan(db, user, "en", utcDay))!;
    expect(utc.today.date).toBe("2026-11-29");
    expect(utc.today.planId).toBe(early!.id);
    expect(recipesOf(utc.today.meals)).toEqual(recipesOf(early!.days[6]!.meals));
    expect(utc.ahead[0]).toMatchObject({ date: "2026-11-30", planId: late!.id });
  });

  it("/meal-plan's this week and next week follow the person's day", async () => {
    expect((await loadWeekPlan(db, user, "en", kiritimatiDay, "this"))!.weekStart).toBe("2026-11-30");
    expect((await loadWeekPlan(db, user, "en", kiritimatiDay, "next"))!.weekStart).toBe("2026-12-07");
    const utc = (await loadWeekPlan(db, user, "en", utcDay, "this"))!;
    expect(utc.weekStart).toBe("2026-11-23");
    expect(utc.days.map((d) => d.date)).toEqual([0, 1, 2, 3, 4, 5, 6].map((n) => shiftDate("2026-11-23", n)));
  });

  it("asks for and reports the weeks of the person's day", async () => {
    expect(await planStatus(db, { userUuid: user, today: kiritimatiDay, next: true })).toEqual({ status: "preparing", upToDate: false });
    expect(await planStatus(db, { userUuid: user, today: utcDay, next: true })).toEqual({ status: "ready", upToDate: true });
    // Both of the UTC day's weeks are built; the Kiritimati day's next week is not.
    expect(await requestMissingPlans(db, async () => {}, { userUuid: user, today: utcDay })).toEqual([]);
    expect(await requestMissingPlans(db, async () => {}, { userUuid: user, today: kiritimatiDay })).toEqual(["2026-12-07"]);
  });

  it("the status and generate APIs read the day from the pw_tz cookie, UTC without it or with a bad one", async () => {
    const { cookie } = await signInAs(db, "kiritimati@example.com");
    // The routes' clock on Sunday at 12:00 UTC; only Date is faked, timers stay real.
    vi.useFakeTimers({ toFake: ["Date"], shouldAdvanceTime: true });
    vi.setSystemTime(sunday);
    const status = async (zone?: string) =>
      (await fetch(`${server.url}/api/plan/status?week=next`, { headers: { cookie: zone ? `${cookie}; pw_tz=${zone}` : cookie } })).json();
    expect(await status("Pacific/Kiritimati")).toEqual({ status: "preparing", upToDate: false });
    expect(await status()).toEqual({ status: "ready", upToDate: true });
    expect(await status("Mars/Olympus_Mons")).toEqual({ status: "ready", upToDate: true });
    expect(await status("Pacific/Pago_Pago")).toEqual({ status: "ready", upToDate: true });

    const generate = async (zone?: string) =>
      fetch(`${server.url}/api/plan/generate`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie: zone ? `${cookie}; pw_tz=${zone}` : cookie },
        body: "{}",
      });
    expect(await (await generate()).json()).toEqual({ requested: [] });
    const asked = await generate("Pacific/Kiritimati");
    expect(asked.status).toBe(202);
    expect(await asked.json()).toEqual({ requested: ["2026-12-07"] });
  }, 60_000);
});
