import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pricePackageToColumns } from "@/features/billing/domain/price-package-columns";
import { isoDate, shiftDate, weekStartOf } from "@/features/plan/domain/plan-week";
import { generateMealPlan } from "@/features/plan/server/generate-meal-plan";
import { loadMyPlan } from "@/features/plan/server/load-plan-page";
import { readOwnedPlan } from "@/features/plan/server/meal-plan-store";
import type { FunnelDefinition } from "@/features/quiz/domain/funnel-definition";
import type { QuizProfile } from "@/features/quiz/domain/profile";
import { summaryFigures } from "@/features/quiz/domain/summary-figures";
import { summaryInput } from "@/features/quiz/domain/summary-input";
import { orders } from "@/server/db/schema/billing";
import { pricePackages } from "@/server/db/schema/pricing";
import { introPlan } from "../billing/billing-test-setup";
import { createCustomer, openPlanHarness, quizProfile, type PlanHarness } from "./plan-harness";

/** The stored plan's goal date is the final page's, counted from the purchase day, every week. */
describe("the plan's goal date", () => {
  let harness: PlanHarness;
  const thisWeek = weekStartOf(isoDate(new Date()));

  beforeAll(async () => {
    harness = await openPlanHarness();
    await harness.db.insert(pricePackages).values(pricePackageToColumns(introPlan));
  }, 60_000);
  afterAll(async () => {
    await harness?.close();
  });

  it("is the date the paywall showed on the purchase day, in this week's plan and next week's", async () => {
    const user = await createCustomer(harness.db, "goal@example.com");
    // Bought last Thursday evening (UTC), while the week planned starts on a later Monday.
    const purchaseDay = shiftDate(thisWeek, -4);
    const purchasedAt = new Date(`${purchaseDay}T21:15:00.000Z`);
    const order = { userUuid: user, packageId: introPlan.id, kind: "initial" as const, currency: "EUR", amountMinor: 1999, provider: "sandbox" as const };
    await harness.db.insert(orders).values([
      { ...order, status: "paid", idempotencyKey: "goal-paid", createdAt: purchasedAt },
      // A later attempt that failed is no purchase: it moves nothing.
      { ...order, status: "failed", idempotencyKey: "goal-failed", createdAt: new Date(`${thisWeek}T09:00:00.000Z`) },
    ]);
    const paywall = summaryFigures(summaryInput({ audience: "women" } as unknown as FunnelDefinition, quizProfile as QuizProfile, purchaseDay)!).goalDate;

    for (const weekStart of [thisWeek, shiftDate(thisWeek, 7)]) {
      expect(await generateMealPlan(harness.db, harness.solver, { userUuid: user, weekStart })).toBe("generated");
      const plan = await readOwnedPlan(harness.db, user, weekStart);
      expect(plan!.targets.goalDate).toBe(paywall);
    }
  }, 120_000);

  it("when the calorie floor makes the goal later, the account keeps the promised date to say so", async () => {
    // 150 cm, 55 kg to 48 kg, sedentary at 60: the date's pace asks for less than 1,200 kcal.
    const small = { gender: "female", age: 60, heightCm: 150, weightKg: 55, targetWeightKg: 48, activity: "sedentary", units: "metric" };
    const user = await createCustomer(harness.db, "floor@example.com", small);
    const purchaseDay = shiftDate(thisWeek, -2);
    await harness.db.insert(orders).values({
      userUuid: user, packageId: introPlan.id, kind: "initial", currency: "EUR", amountMinor: 1999, provider: "sandbox",
      status: "paid", idempotencyKey: "goal-floor", createdAt: new Date(`${purchaseDay}T10:00:00.000Z`),
    });
    const paywall = summaryFigures(summaryInput({ audience: "women" } as unknown as FunnelDefinition, small as QuizProfile, purchaseDay)!);
    expect(paywall.dailyCaloriesKcal).toBe(1200);
    await generateMealPlan(harness.db, harness.solver, { userUuid: user, weekStart: thisWeek });
    const page = await loadMyPlan(harness.db, user, "en", isoDate(new Date()));
    expect(page!.targets!.laterThanPromised).toBe(paywall.goalDate);
    expect(page!.targets!.goalDate > paywall.goalDate).toBe(true);
  }, 120_000);

  it("without the floor there is nothing to explain", async () => {
    const user = await createCustomer(harness.db, "no-floor@example.com");
    await generateMealPlan(harness.db, harness.solver, { userUuid: user, weekStart: thisWeek });
    const page = await loadMyPlan(harness.db, user, "en", isoDate(new Date()));
    expect(page!.targets!.laterThanPromised).toBeNull();
  }, 120_000);
});
