import "server-only";
import { eq } from "drizzle-orm";
import type { BillingInterval, IntroPhase } from "@/features/billing/domain/payment-provider";
import { addDays } from "@/features/pricing/domain/billing-period";
import { sandboxInvoices, sandboxSubscriptions } from "@/server/db/schema/sandbox-pay";
import { attachedCard } from "./sandbox-cards";
import {
  paymentIntentObject,
  subscriptionObject,
  type PaymentIntentObject,
  type SubscriptionObject,
} from "./sandbox-objects";
import { startCharge } from "./sandbox-payments";
import { addInterval } from "./sandbox-period";
import { mutate, refuse, sandboxId, type SandboxAnswer, type SandboxDeps } from "./sandbox-runtime";

export type CreateSubscriptionRequest = {
  customerId: string;
  paymentMethodId: string;
  currency: string;
  interval: BillingInterval;
  intro: IntroPhase;
  regularAmountMinor: number;
  packageId: string;
  metadata: Record<string, string>;
};

/**
 * Starts a subscription and charges its first invoice on-session (docs/billing.md, "The
 * sandbox provider"): the intro price for the first period (intro periods count down with
 * each invoice), the regular price, or for a free trial a zero invoice covering the trial
 * days that confirms the card. A card refused at once starts no subscription.
 */
export async function createSubscription(
  deps: SandboxDeps,
  input: CreateSubscriptionRequest & { idempotencyKey: string },
): Promise<SandboxAnswer<{ subscription: SubscriptionObject; payment: PaymentIntentObject }>> {
  const { idempotencyKey, ...request } = input;
  return mutate(
    deps,
    { idempotencyKey, operation: "subscriptions.create", request },
    async (context) => {
      const { tx, at } = context;
      const card = await attachedCard(tx, input.customerId, input.paymentMethodId);
      if (!card) return refuse("invalid_request", "No such payment method for this customer.");
      const { intro } = input;
      const trial = intro.kind === "free_trial";
      const firstAmount =
        intro.kind === "intro_price" ? intro.amountMinor : trial ? 0 : input.regularAmountMinor;
      const periodEnd = trial ? addDays(at, intro.days) : addInterval(at, input.interval);
      const subscriptionId = sandboxId("sub");
      const invoiceId = sandboxId("in");
      await tx.insert(sandboxSubscriptions).values({
        id: subscriptionId,
        customerId: input.customerId,
        paymentMethodId: input.paymentMethodId,
        currency: input.currency,
        intervalUnit: input.interval.unit,
        intervalCount: input.interval.count,
        introPeriodsLeft: intro.kind === "intro_price" ? intro.periods - 1 : 0,
        introAmountMinor:
          intro.kind === "intro_price" ? intro.amountMinor : input.regularAmountMinor,
        regularAmountMinor: input.regularAmountMinor,
        packageId: input.packageId,
        metadata: input.metadata,
        status: trial ? "trialing" : "incomplete",
        currentPeriodStart: at,
        currentPeriodEnd: periodEnd,
        createdAt: at,
        updatedAt: at,
      });
      await tx.insert(sandboxInvoices).values({
        id: invoiceId,
        subscriptionId,
        amountMinor: firstAmount,
        currency: input.currency,
        periodStart: at,
        periodEnd,
        status: "open",
        createdAt: at,
        updatedAt: at,
      });
      const intent = await startCharge(context, card, {
        customerId: input.customerId,
        paymentMethodId: input.paymentMethodId,
        amountMinor: firstAmount,
        currency: input.currency,
        description: input.packageId,
        metadata: input.metadata,
        offSession: false,
        subscriptionId,
        invoiceId,
      });
      if (intent.status === "failed") {
        await tx.delete(sandboxInvoices).where(eq(sandboxInvoices.id, invoiceId));
        await tx.delete(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, subscriptionId));
        return refuse(intent.failureCode as never, "The card was refused.");
      }
      await tx
        .update(sandboxInvoices)
        .set({ paymentIntentId: intent.id })
        .where(eq(sandboxInvoices.id, invoiceId));
      const [subscription] = await tx
        .select()
        .from(sandboxSubscriptions)
        .where(eq(sandboxSubscriptions.id, subscriptionId));
      await context.emit("customer.subscription.created", subscriptionObject(subscription!));
      return {
        ok: true,
        value: {
          subscription: subscriptionObject(subscription!),
          payment: paymentIntentObject(intent),
        },
      };
    },
  );
}

type Change =
  | { kind: "cancel"; when: "period_end" | "now" }
  /** `resumesAt`: collection resumes by itself then (ISO text, so the request hashes alike). */
  | { kind: "pause"; resumesAt: string | null }
  | { kind: "resume" };

/** Cancels (at period end or now), pauses or resumes a subscription; each sends its event. */
export async function changeSubscription(
  deps: SandboxDeps,
  input: { subscriptionId: string; change: Change; idempotencyKey: string },
): Promise<SandboxAnswer<SubscriptionObject>> {
  const { idempotencyKey, ...request } = input;
  return mutate(
    deps,
    { idempotencyKey, operation: "subscriptions.change", request },
    async (context) => {
      const { tx, at } = context;
      const [current] = await tx
        .select()
        .from(sandboxSubscriptions)
        .where(eq(sandboxSubscriptions.id, input.subscriptionId))
        .for("update");
      if (!current) return refuse("not_found", "No such subscription.");
      if (current.status === "canceled")
        return refuse("invalid_request", "The subscription is canceled.");
      const { change } = input;
      const set =
        change.kind === "cancel"
          ? change.when === "now"
            ? { status: "canceled" }
            : { cancelAtPeriodEnd: true }
          : change.kind === "pause"
            ? { status: "paused", resumesAt: change.resumesAt ? new Date(change.resumesAt) : null }
            : { status: "active", resumesAt: null };
      if (change.kind === "pause" && current.status !== "active")
        return refuse("invalid_request", "Only an active subscription can be paused.");
      if (change.kind === "resume" && current.status !== "paused")
        return refuse("invalid_request", "The subscription is not paused.");
      const [moved] = await tx
        .update(sandboxSubscriptions)
        .set({ ...set, updatedAt: at })
        .where(eq(sandboxSubscriptions.id, current.id))
        .returning();
      const canceled = moved!.status === "canceled";
      const object = subscriptionObject(moved!, canceled ? at : null);
      await context.emit(
        canceled ? "customer.subscription.deleted" : "customer.subscription.updated",
        object,
      );
      return { ok: true, value: object };
    },
  );
}
