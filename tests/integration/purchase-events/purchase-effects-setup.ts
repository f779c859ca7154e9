import { eq } from "drizzle-orm";
import { TestClock } from "pg-boss";
import { pricePackageToColumns } from "@/features/billing/domain/price-package-columns";
import type { OrderKind } from "@/features/billing/domain/order-states";
import type { PricePackage } from "@/features/pricing/domain/package";
import { recordPurchaseContext, type PurchaseContext } from "@/features/purchase-events/server/purchase-context-store";
import type { PurchaseEffectDeps } from "@/features/purchase-events/server/purchase-effect-handlers";
import { purchaseEffectsJob } from "@/features/purchase-events/server/purchase-effects-job";
import { runPurchaseEffects } from "@/features/purchase-events/server/run-purchase-effects";
import { createMetaConversionSender } from "@/server/integrations/meta/meta-conversions";
import { createTikTokEventSender } from "@/server/integrations/tiktok/tiktok-events";
import { orders, subscriptions } from "@/server/db/schema/billing";
import { pricePackages } from "@/server/db/schema/pricing";
import { customers } from "@/server/db/schema/billing";
import { users } from "@/server/db/schema/quiz";
import { emailSendJob, emailSendKey } from "@/server/email/email-send-job";
import { sendQueuedEmail } from "@/server/email/send-queued-email";
import { createSmtpSender } from "@/server/email/smtp-sender";
import { createJobQueue, type JobQueue } from "@/server/jobs/create-job-queue";
import { startStandInServer, type StandInServer } from "../../helpers/stand-in-server";
import { startSmtpPeer } from "../email/smtp-peer";
import { introPlan, recipeBook, trialPlan } from "../billing/billing-test-setup";
import { openJobTestDatabase, type JobTestDatabase } from "../jobs/job-test-database";
import { mealPlanGenerateJob, mealPlanGenerateJobName, mealPlanJobKey } from "@/features/plan/server/meal-plan-job";

export const jobs = { "email.send": emailSendJob, "purchase-events.run-effects": purchaseEffectsJob, [mealPlanGenerateJobName]: mealPlanGenerateJob };
export const from = "Platewise <hello@platewise.example>";
export const buyerIp = "203.0.113.7";

/**
 * A real database and job queue, stand-ins for Meta, TikTok and Slack, and a real SMTP server:
 * everything the effects reach, nothing of ours replaced.
 */
export async function openPurchaseEffectsWorld() {
  const db: JobTestDatabase = await openJobTestDatabase();
  await db.handle.db.insert(pricePackages).values([introPlan, trialPlan, recipeBook].map(pricePackageToColumns));
  const meta = await startStandInServer(() => ({ body: { events_received: 1 } }));
  const tiktok = await startStandInServer(() => ({ body: { code: 0, message: "OK" } }));
  const slack = await startStandInServer(() => ({ body: "ok" }));
  const peer = await startSmtpPeer();
  const smtp = createSmtpSender({ host: "127.0.0.1", port: peer.port, secure: false });
  const clock = new TestClock(Date.now());
  const now = () => new Date(clock.now());
  const queue: JobQueue<typeof jobs> = createJobQueue({ jobs, database: db.database, schema: db.schema, clock });
  await queue.start();
  const deps: PurchaseEffectDeps = {
    db: db.handle.db,
    now,
    conversionSenders: [
      createMetaConversionSender({ pixelId: "123", accessToken: "meta-token", baseUrl: meta.url, apiVersion: "v21.0" }),
      createTikTokEventSender({ pixelCode: "TT1", accessToken: "tt-token", baseUrl: tiktok.url }),
    ],
    slack: { webhookUrl: `${slack.url}/services/hook` },
    requestEmailSend: (outboxId) => queue.enqueue("email.send", { outboxId }, { singletonKey: emailSendKey(outboxId) }),
    requestPlan: ({ userUuid, weekStart, version }) =>
      queue.enqueue(mealPlanGenerateJobName, { userUuid, weekStart }, { singletonKey: mealPlanJobKey(userUuid, weekStart, version) }),
    mail: { siteUrl: "https://platewise.example", supportEmail: "support@platewise.example" },
  };
  await queue.registerWorker("email.send", async ({ outboxId }) => {
    await sendQueuedEmail(db.handle.db, smtp, from, outboxId, now);
  });
  await queue.registerWorker("purchase-events.run-effects", async ({ orderId }) => {
    await runPurchaseEffects(deps, { orderId });
  });

  let count = 0;
  /** A paid order of a new buyer, with its context unless `context` is null. */
  async function paidOrder(options: {
    kind?: OrderKind;
    pkg?: PricePackage;
    amountMinor?: number;
    context?: Partial<PurchaseContext> | null;
    userLocale?: string;
    email?: string;
    userUuid?: string;
    subscriptionId?: string;
    /** An initial subscription order whose subscription is not stored yet. */
    withoutSubscription?: boolean;
  } = {}) {
    const n = ++count;
    const email = options.email ?? `buyer${n}.${Date.now()}@example.com`;
    let userUuid = options.userUuid;
    if (!userUuid) {
      const [user] = await db.handle.db
        .insert(users)
        .values({ email, locale: options.userLocale ?? "en", profile: { name: `Ana${n} Example` } })
        .returning({ uuid: users.uuid });
      userUuid = user!.uuid;
    }
    const pkg = options.pkg ?? introPlan;
    const [order] = await db.handle.db
      .insert(orders)
      .values({
        userUuid,
        packageId: pkg.id,
        kind: options.kind ?? "initial",
        currency: "EUR",
        amountMinor: options.amountMinor ?? 1999,
        status: "paid",
        idempotencyKey: `effects-test-${n}-${Date.now()}`,
        provider: "sandbox",
        providerPaymentId: `pi_effects_${n}`,
        subscriptionId: options.subscriptionId ?? null,
      })
      .returning({ id: orders.id });
    const orderId = order!.id;
    if (options.context !== null) {
      await recordPurchaseContext(db.handle.db, {
        orderId,
        visitorId: `visitor-${n}`,
        locale: "de",
        country: "DE",
        consent: { necessary: true, performance: true, functional: true, targeting: true },
        attribution: { utm_source: "facebook", utm_campaign: "spring", utm_term: "broad_lde_v2", ad_name: "Ad 7" },
        pageUrl: "https://platewise.example/de/checkout",
        userAgent: "Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0",
        ipAddress: buyerIp,
        clickIds: { _fbp: "fb.1.1700000000.42", _fbc: "fb.1.1700000000.AbC", ttclid: "tt-click-1" },
        quizName: "fasting-woman",
        ...options.context,
      });
    }
    const subscriptionId =
      pkg.kind === "subscription" && (options.kind ?? "initial") === "initial" && !options.withoutSubscription
        ? await subscriptionFor(orderId, userUuid)
        : undefined;
    return { orderId, email, userUuid, subscriptionId };
  }

  /** A subscription started by `initialOrderId` (for renewals). */
  async function subscriptionFor(initialOrderId: string, userUuid: string) {
    const [customer] = await db.handle.db
      .insert(customers)
      .values({ userUuid, email: "x@example.com", provider: "sandbox", providerCustomerId: `cus_${initialOrderId}` })
      .returning({ id: customers.id });
    const start = now();
    const [subscription] = await db.handle.db
      .insert(subscriptions)
      .values({
        userUuid,
        packageId: introPlan.id,
        customerId: customer!.id,
        initialOrderId,
        status: "active",
        currency: "EUR",
        currentPeriodStart: start,
        currentPeriodEnd: new Date(start.getTime() + 28 * 86_400_000),
        provider: "sandbox",
        providerSubscriptionId: `sub_${initialOrderId}`,
      })
      .returning({ id: subscriptions.id });
    await db.handle.db.update(orders).set({ subscriptionId: subscription!.id }).where(eq(orders.id, initialOrderId));
    return subscription!.id;
  }

  const forOrder = (server: StandInServer, orderId: string) =>
    server.requests.filter((request) => request.body.includes(orderId));

  return {
    db,
    deps,
    queue,
    clock,
    meta,
    tiktok,
    slack,
    peer,
    paidOrder,
    subscriptionFor,
    forOrder,
    /** One pass plus every job it asked for (the receipt's send). */
    async pass(orderId?: string) {
      const summary = await runPurchaseEffects(deps, { orderId });
      await queue.drain(["email.send"]);
      return summary;
    },
    async advance(ms: number) {
      await clock.setTime(clock.now() + ms);
    },
    async close() {
      await queue.stop();
      smtp.close();
      await Promise.all([meta.close(), tiktok.close(), slack.close(), peer.close()]);
      await db.handle.close();
    },
  };
}
