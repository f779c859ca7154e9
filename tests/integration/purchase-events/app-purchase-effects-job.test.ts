import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pricePackageToColumns } from "@/features/billing/domain/price-package-columns";
import { recordPurchaseContext } from "@/features/purchase-events/server/purchase-context-store";
import { listOrderEffects } from "@/features/purchase-events/server/purchase-effect-store";
import { requestPurchaseEffects } from "@/features/purchase-events/server/request-purchase-effects";
import { getDb } from "@/server/db/client";
import type { DatabaseHandle } from "@/server/db/create-database";
import { orders } from "@/server/db/schema/billing";
import { emailOutbox } from "@/server/db/schema/email-outbox";
import { pricePackages } from "@/server/db/schema/pricing";
import { users } from "@/server/db/schema/quiz";
import { getJobQueue, stopJobQueue } from "@/server/jobs/job-queue";
import { appWorkers } from "@/server/jobs/job-workers";
import { installWorkers } from "@/server/jobs/start-job-workers";
import { openAppDatabase } from "../../helpers/app-db";
import { recipeBook } from "../billing/billing-test-setup";

/** The job as the app registers it: its schedule, and a request from the webhook route or checkout. */
describe("the app's purchase effects job", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openAppDatabase();
    await handle.db.insert(pricePackages).values(pricePackageToColumns(recipeBook));
  });
  afterAll(async () => {
    await stopJobQueue();
    await handle.close();
  });

  it("runs every minute, and a request runs the order's effects through the app's settings", async () => {
    const queue = await getJobQueue();
    await installWorkers(queue, appWorkers({ db: getDb, now: Date.now }));
    const schedules = await queue.boss.getSchedules("purchase-events.run-effects");
    expect(schedules.map((s) => [s.cron, s.timezone])).toEqual([["* * * * *", "UTC"]]);

    const [user] = await handle.db
      .insert(users)
      .values({ email: "app-job-buyer@example.com", locale: "it" })
      .returning({ uuid: users.uuid });
    const [order] = await handle.db
      .insert(orders)
      .values({
        userUuid: user!.uuid,
        packageId: recipeBook.id,
        kind: "initial",
        currency: "EUR",
        amountMinor: 999,
        status: "paid",
        idempotencyKey: "app-job-order",
        provider: "sandbox",
      })
      .returning({ id: orders.id });
    const orderId = order!.id;
    await recordPurchaseContext(handle.db, {
      orderId,
      visitorId: "visitor-app",
      locale: "it",
      country: "IT",
      consent: { necessary: true, performance: true, functional: true, targeting: true },
      attribution: { utm_source: "google" },
      pageUrl: "https://platewise.example/it/checkout",
      userAgent: null,
      ipAddress: "198.51.100.4",
      clickIds: {},
      quizName: null,
    });

    await requestPurchaseEffects(orderId);
    await queue.drain(["purchase-events.run-effects", "email.send"]);

    // No conversion platform, Slack webhook or SMTP server is configured in tests: the
    // notification and the receipt stay in their outboxes.
    const effects = await listOrderEffects(handle.db, orderId);
    expect(effects.map((row) => [row.effect, row.status])).toEqual([
      ["analytics", "done"],
      ["meal_plan", "done"],
      ["receipt", "done"],
      ["slack", "done"],
      ["utm_report", "done"],
    ]);
    const [mail] = await handle.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, `receipt:order:${orderId}`));
    expect(mail).toMatchObject({ status: "held", locale: "it", toAddress: "app-job-buyer@example.com" });
  });
});
