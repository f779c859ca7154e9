import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadSolver } from "@/features/meal-plan/domain/load-solver";
import { isoDate, weekStartOf } from "@/features/plan/domain/plan-week";
import { generateMealPlan } from "@/features/plan/server/generate-meal-plan";
import { readOwnedPlan, readOwnedPlanById } from "@/features/plan/server/meal-plan-store";
import { chooseMealSwap, mealAlternatives } from "@/features/plan/server/swap-plan-meal";
import type { DatabaseHandle } from "@/server/db/create-database";
import { seedRecipes } from "@/server/db/seed/seed-recipes";
// eslint-disable-next-line no-restricted-imports -- the test serves the route handlers over real HTTP
import { GET as alternativesRoute } from "@/app/api/plan/[planId]/alternatives/route";
// eslint-disable-next-line no-restricted-imports -- the test serves the route handlers over real HTTP
import { GET as statusRoute } from "@/app/api/plan/status/route";
// eslint-disable-next-line no-restricted-imports -- the test serves the route handlers over real HTTP
import { POST as generateRoute } from "@/app/api/plan/generate/route";
import { getJobQueue, stopJobQueue } from "@/server/jobs/job-queue";
import { shiftDate } from "@/features/plan/domain/plan-week";
import { openAppDatabase } from "../../helpers/app-db";
import { serveRoutes, type ServedRoutes } from "../../helpers/serve-route";
import { signInAs } from "../account/sign-in-as";
import { createCustomer } from "./plan-harness";

/** Swaps keep the plan's rules; a plan is only ever readable by its owner. */
describe("plan swaps and access", () => {
  let handle: DatabaseHandle;
  let server: ServedRoutes;
  let owner: { uuid: string; cookie: string };
  let stranger: { uuid: string; cookie: string };
  let planId: string;
  const weekStart = weekStartOf(isoDate(new Date()));

  beforeAll(async () => {
    handle = await openAppDatabase();
    await seedRecipes(handle.db);
    const ownerUuid = await createCustomer(handle.db, "owner@example.com");
    const strangerUuid = await createCustomer(handle.db, "stranger@example.com");
    await generateMealPlan(handle.db, await loadSolver(), { userUuid: ownerUuid, weekStart });
    planId = (await readOwnedPlan(handle.db, ownerUuid, weekStart))!.id;
    owner = { uuid: ownerUuid, cookie: (await signInAs(handle.db, "owner@example.com")).cookie };
    stranger = { uuid: strangerUuid, cookie: (await signInAs(handle.db, "stranger@example.com")).cookie };
    server = await serveRoutes([
      { path: "/api/plan/[planId]/alternatives", handlers: { GET: alternativesRoute } },
      { path: "/api/plan/status", handlers: { GET: statusRoute } },
      { path: "/api/plan/generate", handlers: { POST: generateRoute } },
    ]);
  }, 120_000);
  afterAll(async () => {
    await stopJobQueue();
    await server?.close();
    await handle?.close();
  });

  it("offers alternatives of the same meal type and saves the choice once", async () => {
    const plan = (await readOwnedPlanById(handle.db, owner.uuid, planId))!;
    const meal = plan.days[2]!.meals[1]!;
    const alternatives = (await mealAlternatives(handle.db, { userUuid: owner.uuid, planId, day: 2, slot: 1 }))!;
    expect(alternatives.length).toBeGreaterThan(0);
    const nearby = new Set(plan.days.slice(0, 5).flatMap((d) => d.meals.map((m) => m.recipeId)));
    for (const a of alternatives) {
      expect(nearby.has(a.recipeId)).toBe(false);
      expect(Math.abs(a.nutrition.kcal - meal.nutrition.kcal)).toBeLessThanOrEqual(meal.nutrition.kcal * 0.1);
    }
    const choice = alternatives[0]!;
    const ref = { userUuid: owner.uuid, planId, day: 2, slot: 1, recipeId: choice.recipeId };
    expect(await chooseMealSwap(handle.db, ref)).toBe("swapped");
    expect(await chooseMealSwap(handle.db, ref)).toBe("unchanged");
    const after = (await readOwnedPlanById(handle.db, owner.uuid, planId))!;
    const day = after.days[2]!;
    expect(day.meals[1]).toMatchObject({ recipeId: choice.recipeId, portions: choice.portions, mealType: meal.mealType, time: meal.time });
    expect(day.totals.kcal).toBeCloseTo(day.meals.reduce((sum, m) => sum + m.nutrition.kcal, 0), 5);
    expect(after.days[3]).toEqual(plan.days[3]);
  });

  it("refuses a recipe the swap does not offer", async () => {
    const plan = (await readOwnedPlanById(handle.db, owner.uuid, planId))!;
    const elsewhere = plan.days[3]!.meals[1]!.recipeId;
    expect(await chooseMealSwap(handle.db, { userUuid: owner.uuid, planId, day: 2, slot: 1, recipeId: elsewhere })).toBe("not-offered");
    expect(await chooseMealSwap(handle.db, { userUuid: owner.uuid, planId, day: 2, slot: 1, recipeId: "no-such-recipe" })).toBe("not-offered");
  });

  it("never gives another person's plan", async () => {
    expect(await readOwnedPlanById(handle.db, stranger.uuid, planId)).toBeNull();
    expect(await mealAlternatives(handle.db, { userUuid: stranger.uuid, planId, day: 0, slot: 0 })).toBeNull();
    const before = await readOwnedPlanById(handle.db, owner.uuid, planId);
    const recipeId = (await mealAlternatives(handle.db, { userUuid: owner.uuid, planId, day: 0, slot: 0 }))![0]!.recipeId;
    expect(await chooseMealSwap(handle.db, { userUuid: stranger.uuid, planId, day: 0, slot: 0, recipeId })).toBe("not-found");
    expect((await readOwnedPlanById(handle.db, owner.uuid, planId))!.days).toEqual(before!.days);
  });

  it("answers 404 to anyone but the owner over HTTP, 401 without a session", async () => {
    const url = `${server.url}/api/plan/${planId}/alternatives?day=0&slot=0&locale=de`;
    const own = await fetch(url, { headers: { cookie: owner.cookie } });
    expect(own.status).toBe(200);
    expect(own.headers.get("cache-control")).toContain("no-store");
    const body = (await own.json()) as { alternatives: Array<{ recipeId: string; name: string; kcal: number }> };
    expect(body.alternatives.length).toBeGreaterThan(0);
    expect(body.alternatives[0]!.name).not.toBe(body.alternatives[0]!.recipeId);

    const theirs = await fetch(url, { headers: { cookie: stranger.cookie } });
    expect(theirs.status).toBe(404);
    expect(await theirs.json()).toMatchObject({ error: { code: "not_found" } });
    const malformed = await fetch(`${server.url}/api/plan/not-a-uuid/alternatives?day=0&slot=0`, { headers: { cookie: owner.cookie } });
    expect(malformed.status).toBe(404);
    const anonymous = await fetch(url);
    expect(anonymous.status).toBe(401);
  });

  it("tells each person the state of their own week", async () => {
    const mine = await fetch(`${server.url}/api/plan/status`, { headers: { cookie: owner.cookie } });
    expect(await mine.json()).toEqual({ status: "ready", upToDate: true });
    const theirs = await fetch(`${server.url}/api/plan/status`, { headers: { cookie: stranger.cookie } });
    expect(await theirs.json()).toEqual({ status: "preparing", upToDate: false });
  });

  it("sends the missing weeks to the job queue on request, and the job builds them", async () => {
    const post = (cookie?: string, body = "{}") =>
      fetch(`${server.url}/api/plan/generate`, { method: "POST", headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) }, body });
    expect((await post()).status).toBe(401);
    expect((await post(stranger.cookie, "")).status).toBe(400);
    const asked = await post(stranger.cookie);
    expect(asked.status).toBe(202);
    expect(await asked.json()).toEqual({ requested: [weekStart, shiftDate(weekStart, 7)] });
    // The owner's this week is built from the current settings: only next week is missing.
    expect(await (await post(owner.cookie)).json()).toEqual({ requested: [shiftDate(weekStart, 7)] });

    const queue = await getJobQueue();
    const solver = await loadSolver();
    await queue.registerWorker("meal-plan.generate", async (job) => {
      await generateMealPlan(handle.db, solver, job);
    });
    // Asking again before the job ran sends nothing new (one job per person, week and settings).
    await post(stranger.cookie);
    expect(await queue.drain(["meal-plan.generate"])).toEqual({ completed: 3, failed: 0 });
    expect(await readOwnedPlan(handle.db, stranger.uuid, weekStart)).toMatchObject({ status: "ready" });
    expect(await readOwnedPlan(handle.db, owner.uuid, shiftDate(weekStart, 7))).toMatchObject({ status: "ready" });
  }, 120_000);
});
