import { count } from "drizzle-orm";
import { pricePackageToColumns } from "@/features/billing/domain/price-package-columns";
import type { PricePackage } from "@/features/pricing/domain/package";
import { createTestDatabase } from "../../helpers/test-db";
import {
  customers,
  invoices,
  orders,
  payments,
  refunds,
  subscriptions,
  subscriptionTransitions,
  webhookEvents,
} from "@/server/db/schema/billing";
import { pricePackages } from "@/server/db/schema/pricing";
import { users } from "@/server/db/schema/quiz";
import type { Db } from "@/server/db/db-type";
import { testCards } from "./stand-in-provider";

/** Packages the billing tests buy: an intro-price plan, a free trial and a one-time add-on. */
export const introPlan: PricePackage = {
  id: "pp_test_4w_intro",
  kind: "subscription",
  product: "meal_plan",
  period: { unit: "week", count: 4 },
  intro: { type: "intro_price", periods: 1 },
  amounts: { EUR: { regular: 3999, intro: 1999 }, USD: { regular: 3999, intro: 1999 } },
  mostPopular: true,
  displayOrder: 1,
};

export const trialPlan: PricePackage = {
  id: "pp_test_1m_trial",
  kind: "subscription",
  product: "meal_plan",
  period: { unit: "month", count: 1 },
  intro: { type: "free_trial", days: 7 },
  amounts: { EUR: { regular: 2999 }, USD: { regular: 2999 } },
  mostPopular: false,
  displayOrder: 2,
};

export const recipeBook: PricePackage = {
  id: "pp_test_recipes",
  kind: "one_time",
  product: "recipe_book",
  amounts: { EUR: { price: 999, listPrice: 1999 }, USD: { price: 999 } },
  mostPopular: false,
  displayOrder: 3,
};

/** A checkout of the intro plan in EUR at its intro price, paid with the card the stand-in accepts. */
export function introPlanRequest(idempotencyKey: string) {
  return {
    packageId: introPlan.id,
    currency: "EUR",
    shownAmountMinor: 1999,
    paymentMethodId: testCards.ok,
    idempotencyKey,
  };
}

export const offer = {
  packageIds: [introPlan.id, trialPlan.id, recipeBook.id],
  currency: "EUR" as const,
};

/** A clock the test moves by hand. */
export function testClock(start = "2025-05-04T12:00:00.000Z") {
  let current = new Date(start);
  return {
    now: () => new Date(current.getTime()),
    advanceDays: (days: number) => {
      current = new Date(current.getTime() + days * 86_400_000);
    },
  };
}

export async function openBillingDatabase() {
  const handle = await createTestDatabase();
  await handle.db
    .insert(pricePackages)
    .values([introPlan, trialPlan, recipeBook].map(pricePackageToColumns));
  return handle;
}

let userCount = 0;
export async function createUser(db: Db): Promise<{ userUuid: string; email: string }> {
  const email = `buyer${++userCount}-${Date.now()}@example.com`;
  const [row] = await db.insert(users).values({ email }).returning({ uuid: users.uuid });
  if (!row) throw new Error("no user");
  return { userUuid: row.uuid, email };
}

const moneyTables = {
  orders,
  payments,
  subscriptions,
  subscriptionTransitions,
  refunds,
  webhookEvents,
  invoices,
  customers,
};

/** Row count of a money table, to assert that nothing more was written. */
export async function countRows(db: Db, table: keyof typeof moneyTables): Promise<number> {
  const [row] = await db.select({ n: count() }).from(moneyTables[table]);
  return row?.n ?? 0;
}
