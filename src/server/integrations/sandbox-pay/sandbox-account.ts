import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/server/db/db-type";
import { sandboxPaymentMethods, sandboxSubscriptions } from "@/server/db/schema/sandbox-pay";
import { attachedCard } from "./sandbox-cards";
import { subscriptionObject, type SubscriptionObject } from "./sandbox-objects";
import { mutate, refuse, type SandboxAnswer, type SandboxDeps } from "./sandbox-runtime";
import { chargeOutcome, isCardBehaviour } from "./test-cards";

/** A card as the processor describes it: brand, last four digits and expiry only. */
export type CardObject = {
  object: "payment_method";
  id: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
};

type CardRow = typeof sandboxPaymentMethods.$inferSelect;

function cardObject(row: CardRow): CardObject {
  return {
    object: "payment_method",
    id: row.id,
    brand: row.brand,
    last4: row.last4,
    exp_month: row.expMonth,
    exp_year: row.expYear,
  };
}

/**
 * A percentage off the subscription's next `renewals` renewal invoices (docs/subscription.md,
 * "Discount"); it replaces any discount still running.
 */
export async function discountSubscription(
  deps: SandboxDeps,
  input: { idempotencyKey: string; subscriptionId: string; percentOff: number; renewals: number },
): Promise<SandboxAnswer<SubscriptionObject>> {
  const { idempotencyKey, ...request } = input;
  return mutate(
    deps,
    { idempotencyKey, operation: "subscriptions.discount", request },
    async ({ tx, at }) => {
      if (!Number.isInteger(input.percentOff) || input.percentOff < 1 || input.percentOff > 100)
        return refuse("invalid_request", "The percentage must be a whole number from 1 to 100.");
      if (!Number.isInteger(input.renewals) || input.renewals < 1)
        return refuse("invalid_request", "A discount covers at least one renewal.");
      const [moved] = await tx
        .update(sandboxSubscriptions)
        .set({
          discountPercent: input.percentOff,
          discountRenewalsLeft: input.renewals,
          updatedAt: at,
        })
        .where(eq(sandboxSubscriptions.id, input.subscriptionId))
        .returning();
      if (!moved) return refuse("not_found", "No such subscription.");
      if (moved.status === "canceled")
        return refuse("invalid_request", "The subscription is canceled.");
      return { ok: true, value: subscriptionObject(moved) };
    },
  );
}

/**
 * Makes a new card the subscription's card (a set-up: the card is checked as an off-session
 * charge would be, and no money moves). A card that would be refused is refused now.
 */
export async function replaceSubscriptionCard(
  deps: SandboxDeps,
  input: {
    idempotencyKey: string;
    customerId: string;
    subscriptionId: string;
    paymentMethodId: string;
  },
): Promise<SandboxAnswer<CardObject>> {
  const { idempotencyKey, ...request } = input;
  return mutate(
    deps,
    { idempotencyKey, operation: "subscriptions.replace_card", request },
    async ({ tx, at }) => {
      const [subscription] = await tx
        .select()
        .from(sandboxSubscriptions)
        .where(eq(sandboxSubscriptions.id, input.subscriptionId))
        .for("update");
      if (!subscription || subscription.customerId !== input.customerId)
        return refuse("not_found", "No such subscription.");
      const card = await attachedCard(tx, input.customerId, input.paymentMethodId);
      if (!card) return refuse("invalid_request", "No such payment method for this customer.");
      const outcome = isCardBehaviour(card.behaviour)
        ? chargeOutcome(card.behaviour, true)
        : ({ kind: "fails", code: "card_declined" } as const);
      if (outcome.kind === "fails") return refuse(outcome.code, "The card was refused.");
      await tx
        .update(sandboxSubscriptions)
        .set({ paymentMethodId: card.id, updatedAt: at })
        .where(eq(sandboxSubscriptions.id, subscription.id));
      return { ok: true, value: cardObject(card) };
    },
  );
}

/**
 * Moves a running subscription's period end later (docs/billing.md, "Extending a period"):
 * nothing is charged or refunded, the renewal job renews on the new end, and the change is
 * sent as `customer.subscription.updated` (the same period, a later end). `periodEnd` is ISO
 * text so a repeated request hashes alike.
 */
export async function extendSubscriptionPeriod(
  deps: SandboxDeps,
  input: { idempotencyKey: string; subscriptionId: string; periodEnd: string },
): Promise<SandboxAnswer<SubscriptionObject>> {
  const { idempotencyKey, ...request } = input;
  return mutate(
    deps,
    { idempotencyKey, operation: "subscriptions.extend_period", request },
    async (context) => {
      const { tx, at } = context;
      const periodEnd = new Date(input.periodEnd);
      if (Number.isNaN(periodEnd.getTime()))
        return refuse("invalid_request", "The new period end is not a date.");
      const [current] = await tx
        .select()
        .from(sandboxSubscriptions)
        .where(eq(sandboxSubscriptions.id, input.subscriptionId))
        .for("update");
      if (!current) return refuse("not_found", "No such subscription.");
      if (current.status !== "active" && current.status !== "trialing")
        return refuse("invalid_request", "Only a running subscription's period can be extended.");
      if (periodEnd.getTime() <= current.currentPeriodEnd.getTime())
        return refuse("invalid_request", "The new period end must be after the current one.");
      const [moved] = await tx
        .update(sandboxSubscriptions)
        .set({ currentPeriodEnd: periodEnd, updatedAt: at })
        .where(eq(sandboxSubscriptions.id, current.id))
        .returning();
      const object = subscriptionObject(moved!);
      await context.emit("customer.subscription.updated", object);
      return { ok: true, value: object };
    },
  );
}

export async function describeCard(db: Db, paymentMethodId: string): Promise<CardObject | null> {
  const [row] = await db
    .select()
    .from(sandboxPaymentMethods)
    .where(eq(sandboxPaymentMethods.id, paymentMethodId));
  return row ? cardObject(row) : null;
}
