import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { ProviderName } from "@/features/billing/domain/provider-event";
import {
  isTerminalSubscriptionStatus,
  transitionSubscription,
  type SubscriptionEvent,
  type SubscriptionRejection,
  type SubscriptionStatus,
  type TransitionActor,
} from "@/features/billing/domain/subscription-states";
import type { Db } from "@/server/db/db-type";
import { orders, subscriptions, subscriptionTransitions } from "@/server/db/schema/billing";

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type SubscriptionTransitionRow = typeof subscriptionTransitions.$inferSelect;

export type NewSubscription = {
  userUuid: string;
  packageId: string;
  customerId: string;
  initialOrderId: string;
  status: Extract<SubscriptionStatus, "incomplete" | "trialing" | "active" | "past_due">;
  currency: string;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  provider: ProviderName;
  providerSubscriptionId: string;
  /** The card its checkout paid with (null when the provider did not say). */
  paymentMethodId?: string | null;
};

/**
 * Stores a new subscription once per initial order, links the order to it and records its
 * first transition (from nothing to its starting state). A repeated call returns the stored
 * one unchanged.
 */
export async function createSubscriptionRecord(
  db: Db,
  input: NewSubscription,
  context: { at: Date; actor: TransitionActor; cause: string | null },
): Promise<{ subscription: SubscriptionRow; created: boolean }> {
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(subscriptions)
      .values(input)
      .onConflictDoNothing({ target: subscriptions.initialOrderId })
      .returning();
    if (!inserted) {
      const [existing] = await tx
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.initialOrderId, input.initialOrderId));
      if (!existing) throw new Error("subscription conflicted but none holds the order");
      return { subscription: existing, created: false };
    }
    await tx
      .update(orders)
      .set({ subscriptionId: inserted.id, updatedAt: context.at })
      .where(eq(orders.id, input.initialOrderId));
    await tx.insert(subscriptionTransitions).values({
      subscriptionId: inserted.id,
      fromStatus: null,
      toStatus: inserted.status,
      event: "created",
      actor: context.actor,
      at: context.at,
      cause: context.cause,
    });
    return { subscription: inserted, created: true };
  });
}

export type ApplySubscriptionEventResult =
  | { ok: true; subscription: SubscriptionRow; transition: SubscriptionTransitionRow }
  | { ok: false; reason: SubscriptionRejection; subscription: SubscriptionRow };

/**
 * Moves a stored subscription by one event (docs/billing.md, "Subscription states"): the row
 * is locked, the state machine decides, and the new state and its transition row are written
 * in the same transaction. A refused event writes nothing.
 */
export async function applySubscriptionEvent(
  db: Db,
  subscriptionId: string,
  event: SubscriptionEvent,
  context: { at: Date; actor: TransitionActor; cause: string | null },
): Promise<ApplySubscriptionEventResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, subscriptionId))
      .for("update");
    if (!row) throw new Error(`unknown subscription ${subscriptionId}`);
    const result = transitionSubscription(row, event, { at: context.at, actor: context.actor });
    if (!result.ok) return { ok: false, reason: result.reason, subscription: row };
    const { state, transition } = result;
    const [subscription] = await tx
      .update(subscriptions)
      .set({
        status: state.status,
        cancelAtPeriodEnd: state.cancelAtPeriodEnd,
        currentPeriodStart: state.currentPeriodStart,
        currentPeriodEnd: state.currentPeriodEnd,
        endedAt: isTerminalSubscriptionStatus(state.status) ? context.at : null,
        updatedAt: context.at,
      })
      .where(eq(subscriptions.id, row.id))
      .returning();
    const [recorded] = await tx
      .insert(subscriptionTransitions)
      .values({
        subscriptionId: row.id,
        fromStatus: transition.from,
        toStatus: transition.to,
        event: transition.event,
        actor: transition.actor,
        at: transition.at,
        cause: context.cause,
      })
      .returning();
    if (!subscription || !recorded) throw new Error("subscription update returned nothing");
    return { ok: true, subscription, transition: recorded };
  });
}

export async function findSubscriptionByProviderId(
  db: Db,
  provider: ProviderName,
  providerSubscriptionId: string,
): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.provider, provider),
        eq(subscriptions.providerSubscriptionId, providerSubscriptionId),
      ),
    );
  return row ?? null;
}

/** A subscription's transitions, oldest first. */
export async function listSubscriptionTransitions(
  db: Db,
  subscriptionId: string,
): Promise<SubscriptionTransitionRow[]> {
  return db
    .select()
    .from(subscriptionTransitions)
    .where(eq(subscriptionTransitions.subscriptionId, subscriptionId))
    .orderBy(asc(subscriptionTransitions.id));
}
