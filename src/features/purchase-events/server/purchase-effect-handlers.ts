import "server-only";
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { ConversionSender } from "@/features/analytics/domain/conversion";
import { sendConversion } from "@/features/analytics/server/send-conversion";
import { utmPayloadSchema } from "@/features/attribution/domain/utm-payload";
import { recordUtm } from "@/features/attribution/server/record-utm";
import { toSlackPayload } from "@/features/notifications/domain/slack-notification";
import { accountLinks } from "@/features/notifications/email/account-links";
import { sendSlackNotification } from "@/features/notifications/server/send-slack-notification";
import { moneyLocale } from "@/features/pricing/domain/format-money";
import { purchaseEventId } from "@/features/purchase-events/domain/purchase-event-id";
import {
  consentedClickIds,
  conversionDecision,
  purchaseAnalyticsEvent,
  purchaseSlackNotification,
  utmReportPayload,
} from "@/features/purchase-events/domain/purchase-facts";
import type { RequestPlan } from "@/features/plan/server/meal-plan-job";
import { isoDate } from "@/features/plan/domain/plan-week";
import { requestMissingPlans } from "@/features/plan/server/request-missing-plans";
import { purchaseRevenue } from "@/features/purchase-events/domain/purchase-revenue";
import type { Db } from "@/server/db/db-type";
import { analyticsEvents } from "@/server/db/schema/analytics";
import { slackOutbox } from "@/server/db/schema/outbox";
import { composeEmail } from "@/server/email/compose-email";
import { queueEmail, type RequestSend } from "@/server/email/queue-email";
import { postToSlackWebhook } from "@/server/integrations/slack/post-to-webhook";
import type { PaidOrder } from "./load-paid-order";
import { finishEffect, type EffectClaim } from "./purchase-effect-store";

/** What the effects need from the outside world; tests pass stand-ins for third parties only. */
export type PurchaseEffectDeps = {
  db: Db;
  now: () => Date;
  /** The configured server-side conversion platforms (none without credentials). */
  conversionSenders: readonly ConversionSender[];
  slack: { webhookUrl?: string; fetch?: typeof fetch };
  /** Asks for the send job of a stored e-mail (the app's queue: `requestEmailSend`). */
  requestEmailSend: RequestSend;
  /** Asks for a meal-plan generation job (the app's queue: `appRequestPlan`). */
  requestPlan: RequestPlan;
  mail: { siteUrl: string; supportEmail: string };
};

/** How one effect ended a try that did not throw. */
export type EffectOutcome = { status: "done" | "skipped"; note?: string };

/** A thrown failure that keeps a note for the next try (e.g. the outbox row already written). */
export class EffectFailure extends Error {
  constructor(
    message: string,
    readonly note: string,
  ) {
    super(message);
  }
}

/**
 * One effect's work. Effects on our own tables write their result and the effect's marker in
 * one transaction (`finish` inside it), so they happen exactly once; effects that call out
 * return their outcome and are marked after the call.
 */
type Handler = (
  deps: PurchaseEffectDeps,
  paid: PaidOrder,
  claim: EffectClaim,
  note: string | null,
) => Promise<EffectOutcome | "finished-in-transaction" | "claim-lost">;

const utmReport: Handler = async ({ db, now }, paid, claim) => {
  const payload = utmPayloadSchema.parse(utmReportPayload(paid.context, paid.buyer.locale));
  return db.transaction(async (tx) => {
    const at = now();
    if (!(await finishEffect(tx, claim, { status: "done", note: "attribution recorded" }, at))) return "claim-lost";
    await recordUtm(tx, { userUuid: paid.order.userUuid, event: "purchase", payload });
    return "finished-in-transaction";
  });
};

const analytics: Handler = async ({ db, now }, paid, claim) => {
  const event = purchaseAnalyticsEvent(paid.order, paid.context);
  return db.transaction(async (tx) => {
    const at = now();
    if (!(await finishEffect(tx, claim, { status: "done", note: `${event.name} event stored` }, at)))
      return "claim-lost";
    await tx.insert(analyticsEvents).values({
      visitorId: paid.context?.visitorId ?? paid.order.userUuid,
      userId: paid.order.userUuid,
      name: event.name,
      properties: event.properties,
      url: event.url,
      clickIds: event.clickIds as Record<string, string>,
      experimentGroups: {},
      occurredAt: paid.paidAt,
      receivedAt: at,
    });
    return "finished-in-transaction";
  });
};

function conversion(senderName: string): Handler {
  return async (deps, paid) => {
    const decision = conversionDecision(paid.context);
    if (!decision.send) return { status: "skipped", note: decision.reason };
    const sender = deps.conversionSenders.find((s) => s.name === senderName);
    if (!sender) return { status: "skipped", note: "not-configured" };
    const context = paid.context!;
    const { netRevenue } = purchaseRevenue(paid.order.amountMinor, paid.order.currency);
    const outcome = await sendConversion(
      {
        name: "Purchase",
        eventId: purchaseEventId(paid.order.orderId),
        eventTimeMs: paid.paidAt.getTime(),
        sourceUrl: context.pageUrl,
        value: netRevenue,
        currency: paid.order.currency,
        orderId: paid.order.orderId,
        user: {
          email: paid.buyer.email,
          externalId: paid.order.userUuid,
          ...(context.ipAddress ? { ip: context.ipAddress } : {}),
          ...(context.userAgent ? { userAgent: context.userAgent } : {}),
        },
        clickIds: consentedClickIds(context),
      },
      { targetingGranted: true, senders: [sender] },
    );
    const [result] = outcome.results;
    if (!result) return { status: "skipped", note: outcome.reason ?? "nothing-sent" };
    if (result.ok) return { status: "done", note: `accepted ${result.status}` };
    if ("skipped" in result) return { status: "skipped", note: result.skipped };
    throw new Error(`${sender.name} refused the conversion: ${result.status ?? "no answer"} ${result.error}`);
  };
}

const outboxNote = /^slack_outbox:([0-9a-f-]{36})$/;

const slack: Handler = async ({ db, now, slack: settings }, paid, _claim, note) => {
  const notification = purchaseSlackNotification(paid.order, paid.context);
  const earlier = note ? outboxNote.exec(note)?.[1] : undefined;
  if (!earlier) {
    const result = await sendSlackNotification(db, notification, settings);
    const rowNote = `slack_outbox:${result.id}`;
    if (result.status === "failed") throw new EffectFailure(`slack webhook failed: ${result.error}`, rowNote);
    return { status: "done", note: rowNote };
  }
  // A retry posts the notification already in the outbox again instead of writing a second row.
  const [row] = await db.select().from(slackOutbox).where(eq(slackOutbox.id, earlier));
  if (!row || row.status === "sent") return { status: "done", note: note ?? undefined };
  if (!settings.webhookUrl) return { status: "done", note: note ?? undefined };
  const posted = await postToSlackWebhook(
    settings.webhookUrl,
    toSlackPayload({ title: row.title, messageText: row.messageText }),
    settings.fetch,
  );
  await db
    .update(slackOutbox)
    .set(
      posted.ok
        ? { status: "sent", attempts: sql`${slackOutbox.attempts} + 1`, sentAt: now(), error: null }
        : { status: "failed", attempts: sql`${slackOutbox.attempts} + 1`, error: posted.error },
    )
    .where(eq(slackOutbox.id, earlier));
  if (!posted.ok) throw new EffectFailure(`slack webhook failed: ${posted.error}`, note ?? "");
  return { status: "done", note: note ?? undefined };
};

const address = z.email().max(254);

/** Tries a subscription's receipt waits for the subscription to be stored (for its next charge date). */
const receiptWaitsForSubscription = 3;

const receipt: Handler = async ({ db, requestEmailSend, mail }, paid, claim) => {
  if (!address.safeParse(paid.buyer.email).success) return { status: "skipped", note: "no-valid-address" };
  // A provider's payment event can pay the order before its subscription event stored the
  // subscription: wait a little for the next charge date, then send without it.
  if (paid.pkg.kind === "subscription" && !paid.nextChargeAt && claim.attempts < receiptWaitsForSubscription)
    throw new Error("the order's subscription is not stored yet");
  const locale = paid.context?.locale ?? paid.buyer.locale;
  const links = accountLinks(mail.siteUrl, locale);
  const content = await composeEmail(
    {
      kind: "receipt",
      input: {
        ...(paid.buyer.name ? { name: paid.buyer.name } : {}),
        pkg: paid.pkg,
        currency: paid.order.currency,
        amountMinor: paid.order.amountMinor,
        moneyLocale: moneyLocale(locale, paid.context?.country ?? ""),
        paidAt: paid.paidAt,
        ...(paid.nextChargeAt ? { nextChargeAt: paid.nextChargeAt } : {}),
        links: { myPlan: links.myPlan, cancel: links.cancel },
        supportEmail: mail.supportEmail,
      },
    },
    locale,
  );
  const stored = await queueEmail(
    db,
    { kind: "receipt", locale, to: paid.buyer.email, content, dedupeKey: `receipt:order:${paid.order.orderId}` },
    requestEmailSend,
  );
  return { status: "done", note: `email_outbox:${stored.id}` };
};

/**
 * Sends the generation of the buyer's plan for this week and the next (docs/meal-plan.md): the
 * weeks of the UTC day, as the buyer's time zone is not known yet; the plan page asks for its
 * own weeks on the first view.
 */
const mealPlan: Handler = async ({ db, now, requestPlan }, paid) => {
  const weeks = await requestMissingPlans(db, requestPlan, { userUuid: paid.order.userUuid, today: isoDate(now()) });
  return { status: weeks.length > 0 ? "done" : "skipped", note: weeks.length > 0 ? `weeks:${weeks.join(",")}` : "plans-ready" };
};

/** The handler of an effect name, or undefined for a name this version does not know. */
export function handlerOf(effect: string): Handler | undefined {
  if (effect.startsWith("conversion:")) return conversion(effect.slice("conversion:".length));
  return ({ utm_report: utmReport, analytics, slack, receipt, meal_plan: mealPlan } as Record<string, Handler>)[effect];
}
