import "server-only";
import { and, eq } from "drizzle-orm";
import type {
  SubscriptionCanceledEvent,
  SubscriptionUpdatedEvent,
} from "@/features/billing/domain/provider-event";
import { reportedPeriodExtension } from "@/features/billing/domain/period-extension";
import type { SubscriptionEvent } from "@/features/billing/domain/subscription-states";
import type { Db } from "@/server/db/db-type";
import { customers, orders } from "@/server/db/schema/billing";
import {
  applySubscriptionEvent,
  createSubscriptionRecord,
  findSubscriptionByProviderId,
  type SubscriptionRow,
} from "./subscription-store";
import { UnknownYetError } from "./unknown-yet-error";

type Context = { at: Date; cause: string };

/**
 * What a provider's subscription change means for ours (docs/billing.md, "Webhooks"): a
 * cancellation set or withdrawn at period end, a pause or a resume, or the running period
 * extended with nothing owed (a trial pushed out, or the same period with a later end; our status
 * stays as it is). Otherwise periods and payments move only through invoices; our state machine
 * refuses whatever does not fit. A subscription we never stored (our write after the provider
 * call was lost) is stored from the event.
 */
export async function applySubscriptionUpdated(
  db: Db,
  event: SubscriptionUpdatedEvent,
  context: Context,
): Promise<string> {
  const known = await findSubscriptionByProviderId(db, event.provider, event.subscriptionId);
  const subscription = known ?? (await storeFromEvent(db, event, context));
  if (!known) return `subscription_stored_${subscription.status}`;
  const events: SubscriptionEvent[] = [];
  if (event.cancelAtPeriodEnd !== subscription.cancelAtPeriodEnd)
    events.push(
      event.cancelAtPeriodEnd
        ? { type: "cancel_requested", atPeriodEnd: true }
        : { type: "cancel_withdrawn" },
    );
  // A first payment that never went through: the provider let the subscription lapse.
  if (event.status === "canceled" && subscription.status === "incomplete")
    events.push({ type: "cancel_requested", atPeriodEnd: false });
  if (event.status === "paused" && subscription.status !== "paused")
    events.push({ type: "paused" });
  if (event.status !== "paused" && subscription.status === "paused")
    events.push({ type: "resumed" });
  const extendedTo = reportedPeriodExtension(subscription, event);
  if (extendedTo) events.push({ type: "period_extended", periodEnd: extendedTo });
  return applyAll(db, subscription, events, context);
}

/**
 * The provider ended the subscription: at the end of a period it was set to cancel at, it
 * expired; otherwise it was canceled now.
 */
export async function applySubscriptionCanceled(
  db: Db,
  event: SubscriptionCanceledEvent,
  context: Context,
): Promise<string> {
  const subscription = await findSubscriptionByProviderId(db, event.provider, event.subscriptionId);
  if (!subscription)
    throw new UnknownYetError(`subscription ${event.subscriptionId} is not stored yet`);
  const ranOut =
    subscription.cancelAtPeriodEnd &&
    event.canceledAt.getTime() >= subscription.currentPeriodEnd.getTime();
  return applyAll(
    db,
    subscription,
    [ranOut ? { type: "period_ended" } : { type: "cancel_requested", atPeriodEnd: false }],
    context,
  );
}

/** The subscription our checkout order started, as the provider describes it. */
async function storeFromEvent(
  db: Db,
  event: SubscriptionUpdatedEvent,
  context: Context,
): Promise<SubscriptionRow> {
  const unknown = new UnknownYetError(`subscription ${event.subscriptionId} is not stored yet`);
  const orderId = event.references.orderId;
  if (!orderId || event.status === "paused" || event.status === "canceled") throw unknown;
  const [order] = await db
    .select()
    .from(orders)
    .where(
      and(eq(orders.id, orderId), eq(orders.kind, "initial"), eq(orders.provider, event.provider)),
    );
  if (!order) throw unknown;
  const [customer] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.userUuid, order.userUuid), eq(customers.provider, event.provider)));
  if (!customer) throw unknown;
  const paid = order.status === "paid";
  const { subscription } = await createSubscriptionRecord(
    db,
    {
      userUuid: order.userUuid,
      packageId: order.packageId,
      customerId: customer.id,
      initialOrderId: order.id,
      status:
        event.status === "trialing"
          ? "trialing"
          : !paid
            ? "incomplete"
            : event.status === "active"
              ? "active"
              : "past_due",
      currency: order.currency,
      currentPeriodStart: event.currentPeriodStart,
      currentPeriodEnd: event.currentPeriodEnd,
      provider: event.provider,
      providerSubscriptionId: event.subscriptionId,
      paymentMethodId: order.paymentMethodId,
    },
    { at: context.at, actor: "provider", cause: context.cause },
  );
  return subscription;
}

async function applyAll(
  db: Db,
  subscription: SubscriptionRow,
  events: SubscriptionEvent[],
  context: Context,
): Promise<string> {
  if (!events.length) return "subscription_unchanged";
  const notes: string[] = [];
  for (const event of events) {
    const result = await applySubscriptionEvent(db, subscription.id, event, {
      at: context.at,
      actor: "provider",
      cause: context.cause,
    });
    notes.push(
      result.ok
        ? `${event.type}:${result.subscription.status}`
        : `${event.type}:refused_${result.reason}`,
    );
  }
  return notes.join(", ");
}
