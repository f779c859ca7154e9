import { TestClock } from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { savePackage } from "@/features/package-admin/server/package-admin-store";
import { stripePackageSyncJob, stripePackageSyncJobName, stripeSyncKey, type RequestStripeSync } from "@/features/package-admin/server/stripe-sync-job";
import { syncStripePackage } from "@/features/package-admin/server/sync-stripe-package";
import type { SubscriptionPackage } from "@/features/pricing/domain/package";
import { listAudit } from "@/features/staff/server/record-audit";
import type { Db } from "@/server/db/db-type";
import { createJobQueue, type JobQueue } from "@/server/jobs/create-job-queue";
import { createStripeClient } from "@/server/integrations/stripe/stripe-client";
import { openJobTestDatabase, type JobTestDatabase } from "../jobs/job-test-database";
import { startStripeStandIn, type StripeStandIn } from "../stripe/stripe-stand-in";

const jobs = { [stripePackageSyncJobName]: stripePackageSyncJob } as { "billing.sync-stripe-package": typeof stripePackageSyncJob };
const growth = { id: null, email: "growth@platewise.test" };

const autumn: SubscriptionPackage = {
  id: "pp_autumn_8w",
  kind: "subscription",
  product: "meal_plan",
  period: { unit: "week", count: 8 },
  intro: { type: "intro_price", periods: 1 },
  mostPopular: false,
  displayOrder: 5,
  amounts: { USD: { regular: 5999, intro: 2999 }, JPY: { regular: 7980, intro: 3980 } },
};

describe("package editor with Stripe: the job makes the product and prices, never the request", () => {
  let database: JobTestDatabase;
  let db: Db;
  let queue: JobQueue<typeof jobs>;
  let stand: StripeStandIn;
  let requestStripeSync: RequestStripeSync;
  beforeAll(async () => {
    database = await openJobTestDatabase();
    db = database.handle.db as Db;
    stand = await startStripeStandIn();
    const stripe = createStripeClient({ secretKey: "sk_test_standin", ...stand.connection });
    queue = createJobQueue({ jobs, database: database.database, schema: database.schema, clock: new TestClock(Date.now()) });
    await queue.start();
    await queue.registerWorker(stripePackageSyncJobName, async (payload) => {
      await syncStripePackage(db, stripe, payload);
    });
    requestStripeSync = (request) => queue.enqueue(stripePackageSyncJobName, request, { singletonKey: stripeSyncKey(request) });
  });
  afterAll(async () => {
    await queue.stop();
    await stand.close();
    await database.handle.close();
  });

  it("saving sends the job; Stripe is called only when the job runs, with a key per version and currency", async () => {
    await savePackage(db, { content: { name: "Autumn 8 weeks", package: autumn, setIds: ["pp_autumn"] }, expectedVersion: 0, isNew: true }, { staff: growth, requestStripeSync });
    expect(stand.calls()).toEqual([]);
    expect(await queue.drain([stripePackageSyncJobName])).toEqual({ completed: 1, failed: 0 });
    expect(stand.objects.products!.get(autumn.id)).toMatchObject({ id: autumn.id, name: "Autumn 8 weeks", metadata: { packageId: autumn.id } });
    const prices = [...stand.objects.prices!.values()];
    expect(prices.map((price) => [price.currency, price.unit_amount, price.metadata])).toEqual([
      ["jpy", 7980, { packageId: autumn.id, version: "1", amountKind: "regular" }],
      ["jpy", 3980, { packageId: autumn.id, version: "1", amountKind: "intro" }],
      ["usd", 5999, { packageId: autumn.id, version: "1", amountKind: "regular" }],
      ["usd", 2999, { packageId: autumn.id, version: "1", amountKind: "intro" }],
    ]);
    expect(prices.every((price) => JSON.stringify(price.recurring) === JSON.stringify({ interval: "week", interval_count: 8 }))).toBe(true);
    expect(stand.calls("POST", "/v1/prices").map((call) => call.idempotencyKey)).toEqual([
      "package-price:pp_autumn_8w:v1:JPY:regular",
      "package-price:pp_autumn_8w:v1:JPY:intro",
      "package-price:pp_autumn_8w:v1:USD:regular",
      "package-price:pp_autumn_8w:v1:USD:intro",
    ]);
    const [audit] = await listAudit(db, "price-package", autumn.id);
    expect(audit).toMatchObject({ action: "package.stripe_sync", staffEmail: "job" });
  });

  it("a version sent or run twice makes nothing twice", async () => {
    expect(await requestStripeSync({ packageId: autumn.id, version: 1 })).toMatchObject({ created: false });
    expect(await queue.drain([stripePackageSyncJobName])).toEqual({ completed: 0, failed: 0 });
    // A delivery again (at least once): the same keys answer the same prices.
    const stripe = createStripeClient({ secretKey: "sk_test_standin", ...stand.connection });
    await syncStripePackage(db, stripe, { packageId: autumn.id, version: 1 });
    expect(stand.objects.prices!.size).toBe(4);
  });

  it("a new price is a new version with its own prices; a name change makes none", async () => {
    const pricier = { ...autumn, amounts: { ...autumn.amounts, USD: { regular: 6499, intro: 2999 } } };
    await savePackage(db, { content: { name: "Autumn 8 weeks", package: pricier, setIds: ["pp_autumn"] }, expectedVersion: 1, isNew: false }, { staff: growth, requestStripeSync });
    await savePackage(db, { content: { name: "Autumn (8 weeks)", package: pricier, setIds: ["pp_autumn"] }, expectedVersion: 2, isNew: false }, { staff: growth, requestStripeSync });
    expect(await queue.drain([stripePackageSyncJobName])).toEqual({ completed: 1, failed: 0 });
    expect(stand.objects.prices!.size).toBe(8);
    expect([...stand.objects.prices!.values()].filter((price) => (price.metadata as Record<string, string>).version === "2").map((price) => price.unit_amount)).toEqual([7980, 3980, 6499, 2999]);
  });

  it("Stripe down: the run fails and is retried by the queue; nothing is lost", async () => {
    const next = { ...autumn, id: "pp_autumn_12w", period: { unit: "week" as const, count: 12 } };
    await savePackage(db, { content: { name: "Autumn 12 weeks", package: next, setIds: ["pp_autumn"] }, expectedVersion: 0, isNew: true }, { staff: growth, requestStripeSync });
    stand.failNext({ status: 500, body: { error: { type: "api_error", message: "down" } } }, 10);
    expect(await queue.drain([stripePackageSyncJobName])).toEqual({ completed: 0, failed: 1 });
    expect(stand.objects.products!.has(next.id)).toBe(false);
  });
});
