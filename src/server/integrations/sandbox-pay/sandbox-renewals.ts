import "server-only";
import { and, eq, inArray, isNotNull, isNull, lte } from "drizzle-orm";
import {
  sandboxEvents,
  sandboxInvoices,
  sandboxPaymentIntents,
  sandboxPaymentMethods,
  sandboxSubscriptions,
} from "@/server/db/schema/sandbox-pay";
import { discountedAmount } from "@/features/billing/domain/renewal-discount";
import { subscriptionObject } from "./sandbox-objects";
import { markInvoiceFailed } from "./sandbox-invoices";
import { startCharge } from "./sandbox-payments";
import { addInterval } from "./sandbox-period";
import { mutate, sandboxId, type SandboxDeps, type SandboxTx } from "./sandbox-runtime";

type SubscriptionRow = typeof sandboxSubscriptions.$inferSelect;
type InvoiceRow = typeof sandboxInvoices.$inferSelect;

/**
 * The processor's clock work (the scheduled `sandbox-pay.advance-subscriptions` job): every
 * subscription whose period has ended is renewed — a new invoice charged off-session to its
 * saved card — or ends when it was set to cancel; every failed renewal whose dunning retry is
 * due is charged again. Each step is keyed, so a repeated run does nothing twice.
 */
export async function advanceSubscriptions(
  deps: SandboxDeps,
): Promise<{ renewed: number; retried: number }> {
  const now = deps.now();
  const due = await deps.db
    .select()
    .from(sandboxSubscriptions)
    .where(
      and(
        inArray(sandboxSubscriptions.status, ["trialing", "active"]),
        lte(sandboxSubscriptions.currentPeriodEnd, now),
      ),
    );
  // Counted inside the work, so a replayed key (nothing done) does not count.
  let renewed = 0;
  let retried = 0;
  for (const subscription of due) {
    const key = `renewal:${subscription.id}:${subscription.currentPeriodEnd.toISOString()}`;
    await mutate(
      deps,
      { idempotencyKey: key, operation: "subscriptions.renew", request: key },
      async (context) => {
        const current = await lockSubscription(context, subscription.id);
        if (
          !current ||
          current.currentPeriodEnd.getTime() !== subscription.currentPeriodEnd.getTime()
        )
          return { ok: true, value: null };
        await renew(context, current);
        renewed++;
        return { ok: true, value: null };
      },
    );
  }
  renewed += await resumeDuePauses(deps, now);
  const retries = await deps.db
    .select()
    .from(sandboxInvoices)
    .where(
      and(
        eq(sandboxInvoices.status, "open"),
        isNotNull(sandboxInvoices.nextAttemptAt),
        lte(sandboxInvoices.nextAttemptAt, now),
      ),
    );
  for (const invoice of retries) {
    const key = `retry:${invoice.id}:${invoice.failedAttempts + 1}`;
    await mutate(
      deps,
      { idempotencyKey: key, operation: "invoices.retry", request: key },
      async (context) => {
        const [current] = await context.tx
          .select()
          .from(sandboxInvoices)
          .where(eq(sandboxInvoices.id, invoice.id))
          .for("update");
        const subscription = current && (await lockSubscription(context, current.subscriptionId));
        if (
          !current ||
          !subscription ||
          current.status !== "open" ||
          subscription.status !== "past_due"
        )
          return { ok: true, value: null };
        await chargeInvoice(context, subscription, current);
        retried++;
        return { ok: true, value: null };
      },
    );
  }
  await resendStuckWork(deps, now);
  return { renewed, retried };
}

/**
 * Paused subscriptions whose pause has ended resume by themselves (docs/subscription.md,
 * "Pause"): active again and, when the paid period ran out during the pause, a new period
 * starting on the day the pause ended, charged then. Keyed per pause end.
 */
async function resumeDuePauses(deps: SandboxDeps, now: Date): Promise<number> {
  const due = await deps.db
    .select()
    .from(sandboxSubscriptions)
    .where(
      and(
        eq(sandboxSubscriptions.status, "paused"),
        isNotNull(sandboxSubscriptions.resumesAt),
        lte(sandboxSubscriptions.resumesAt, now),
      ),
    );
  let renewed = 0;
  for (const subscription of due) {
    const key = `resume:${subscription.id}:${subscription.resumesAt!.toISOString()}`;
    await mutate(
      deps,
      { idempotencyKey: key, operation: "subscriptions.resume_due", request: key },
      async (context) => {
        const current = await lockSubscription(context, subscription.id);
        const resumesAt = current?.resumesAt;
        if (!current || current.status !== "paused" || !resumesAt)
          return { ok: true, value: null };
        const [resumed] = await context.tx
          .update(sandboxSubscriptions)
          .set({ status: "active", resumesAt: null, updatedAt: context.at })
          .where(eq(sandboxSubscriptions.id, current.id))
          .returning();
        await context.emit("customer.subscription.updated", subscriptionObject(resumed!));
        if (current.currentPeriodEnd.getTime() <= resumesAt.getTime()) {
          await renew(context, resumed!, resumesAt);
          renewed++;
        }
        return { ok: true, value: null };
      },
    );
  }
  return renewed;
}

async function renew(
  context: SandboxTx,
  subscription: SubscriptionRow,
  periodStart: Date = subscription.currentPeriodEnd,
): Promise<void> {
  const { tx, at } = context;
  if (subscription.cancelAtPeriodEnd) {
    const [ended] = await tx
      .update(sandboxSubscriptions)
      .set({ status: "canceled", updatedAt: at })
      .where(eq(sandboxSubscriptions.id, subscription.id))
      .returning();
    await context.emit(
      "customer.subscription.deleted",
      subscriptionObject(ended!, subscription.currentPeriodEnd),
    );
    return;
  }
  const intro = subscription.introPeriodsLeft > 0;
  const discounted = subscription.discountRenewalsLeft > 0;
  const baseAmount = intro ? subscription.introAmountMinor : subscription.regularAmountMinor;
  const interval = {
    unit: subscription.intervalUnit as "month",
    count: subscription.intervalCount,
  };
  const [invoice] = await tx
    .insert(sandboxInvoices)
    .values({
      id: sandboxId("in"),
      subscriptionId: subscription.id,
      amountMinor: discounted
        ? discountedAmount(baseAmount, subscription.discountPercent)
        : baseAmount,
      currency: subscription.currency,
      periodStart,
      periodEnd: addInterval(periodStart, interval),
      status: "open",
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  if (intro || discounted)
    await tx
      .update(sandboxSubscriptions)
      .set({
        introPeriodsLeft: Math.max(0, subscription.introPeriodsLeft - 1),
        discountRenewalsLeft: Math.max(0, subscription.discountRenewalsLeft - 1),
      })
      .where(eq(sandboxSubscriptions.id, subscription.id));
  await chargeInvoice(context, subscription, invoice!);
}

/** Charges an invoice off-session; a refusal moves it along the dunning schedule. */
async function chargeInvoice(
  context: SandboxTx,
  subscription: SubscriptionRow,
  invoice: InvoiceRow,
) {
  const { tx, at } = context;
  const [card] = await tx
    .select()
    .from(sandboxPaymentMethods)
    .where(eq(sandboxPaymentMethods.id, subscription.paymentMethodId));
  if (!card) throw new Error(`subscription ${subscription.id} has no card`);
  const { orderId: _initialOrder, ...metadata } = subscription.metadata;
  const intent = await startCharge(context, card, {
    customerId: subscription.customerId,
    paymentMethodId: card.id,
    amountMinor: invoice.amountMinor,
    currency: invoice.currency,
    description: subscription.packageId,
    metadata: { ...metadata, subscription: subscription.id },
    offSession: true,
    subscriptionId: subscription.id,
    invoiceId: invoice.id,
  });
  await tx
    .update(sandboxInvoices)
    .set({ paymentIntentId: intent.id, nextAttemptAt: null, updatedAt: at })
    .where(eq(sandboxInvoices.id, invoice.id));
  if (intent.status === "failed")
    await markInvoiceFailed(
      context,
      { ...invoice, paymentIntentId: intent.id },
      intent.failureCode ?? "card_declined",
    );
}

async function lockSubscription(context: SandboxTx, id: string) {
  const [row] = await context.tx
    .select()
    .from(sandboxSubscriptions)
    .where(eq(sandboxSubscriptions.id, id))
    .for("update");
  return row;
}

/**
 * Work whose job was lost (the process ended between the commit and the send): events not
 * delivered and charges not settled a minute later are sent again. A job already queued under
 * the same key is not sent twice.
 */
async function resendStuckWork(deps: SandboxDeps, now: Date): Promise<void> {
  const before = new Date(now.getTime() - 60_000);
  const events = await deps.db
    .select({ id: sandboxEvents.id })
    .from(sandboxEvents)
    .where(and(isNull(sandboxEvents.deliveredAt), lte(sandboxEvents.createdAt, before)))
    .limit(200);
  for (const event of events)
    await deps.enqueue({ name: "sandbox-pay.deliver-event", eventId: event.id });
  const intents = await deps.db
    .select({ id: sandboxPaymentIntents.id })
    .from(sandboxPaymentIntents)
    .where(
      and(
        eq(sandboxPaymentIntents.status, "processing"),
        lte(sandboxPaymentIntents.updatedAt, before),
      ),
    )
    .limit(200);
  for (const intent of intents)
    await deps.enqueue({ name: "sandbox-pay.settle-payment", paymentIntentId: intent.id });
}
