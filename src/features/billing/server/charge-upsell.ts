import "server-only";
import { and, eq } from "drizzle-orm";
import { isUndecidedPaymentError } from "@/features/billing/domain/payment-errors";
import type { PaymentProvider } from "@/features/billing/domain/payment-provider";
import type { CheckoutRequest } from "@/features/checkout/domain/checkout-request";
import {
  priceCheckout,
  type CheckoutOffer,
  type CheckoutPriceError,
} from "@/features/checkout/domain/price-checkout";
import type { Db } from "@/server/db/db-type";
import { customers, orders } from "@/server/db/schema/billing";
import { loadPricePackage } from "./load-price-package";
import { createOrder } from "./order-store";
import type { PayOrderResult } from "./pay-initial-order";
import { recordOrderFailure, recordPaymentOutcome } from "./record-payment-outcome";

export type ChargeUpsellResult =
  | Exclude<PayOrderResult, { ok: true }>
  | { ok: true; status: "paid" | "pending"; order: PayOrderResult["order"] }
  | {
      ok: false;
      error:
        | CheckoutPriceError
        | "idempotency_conflict"
        | "not_an_upsell"
        | "no_saved_method"
        | "nothing_selected";
    };

/**
 * A one-time add-on bought after the checkout (docs/billing.md, "Checkout and upsells"): priced from the
 * stored package like any checkout, charged off-session to the method the checkout's order
 * `afterOrderId` was paid with, once per idempotency key.
 */
export async function chargeUpsell(
  db: Db,
  provider: PaymentProvider,
  input: {
    userUuid: string;
    /** The paid order the add-on follows: its payment method pays (docs/billing.md, "Whose card"). */
    afterOrderId: string;
    request: Omit<CheckoutRequest, "paymentMethodId">;
    offer: CheckoutOffer;
  },
  now: () => Date,
): Promise<ChargeUpsellResult> {
  const { packageId, shownAmountMinor, currency, idempotencyKey } = input.request;
  return chargeUpsellOrder(
    db,
    provider,
    {
      userUuid: input.userUuid,
      afterOrderId: input.afterOrderId,
      items: [{ packageId, shownAmountMinor }],
      currency,
      idempotencyKey,
      offer: input.offer,
    },
    now,
  );
}

/** A package of an upsell and the price its page showed (compared, never charged). */
export type UpsellItemRequest = { packageId: string; shownAmountMinor: number };

/**
 * Several one-time packages bought as ONE transaction (docs/upsell.md, "Orders with several
 * packages"): each priced and checked like a checkout, one order holding one item per package
 * for their sum, one off-session charge, once per idempotency key. The charge goes to the
 * payment method of the order the upsell follows (the card its buyer paid with), never to the
 * account's card: the checkout's buyer may not be the account's owner.
 */
export async function chargeUpsellOrder(
  db: Db,
  provider: PaymentProvider,
  input: {
    userUuid: string;
    /** The paid order (the checkout's) whose payment method this upsell is charged to. */
    afterOrderId: string;
    items: readonly UpsellItemRequest[];
    currency: string;
    idempotencyKey: string;
    offer: CheckoutOffer;
  },
  now: () => Date,
): Promise<ChargeUpsellResult> {
  if (input.items.length === 0) return { ok: false, error: "nothing_selected" };
  if (new Set(input.items.map((item) => item.packageId)).size !== input.items.length)
    return { ok: false, error: "package_not_offered" };
  const priced: { packageId: string; amountMinor: number; product: string }[] = [];
  for (const item of input.items) {
    const stored = await loadPricePackage(db, item.packageId);
    const result = priceCheckout({ ...item, currency: input.currency }, stored, input.offer);
    if (!result.ok) return { ok: false, error: result.error };
    if (result.charge.kind !== "one_time") return { ok: false, error: "not_an_upsell" };
    priced.push({
      packageId: result.charge.packageId,
      amountMinor: result.charge.amountDueMinor,
      product: stored?.pkg.product ?? item.packageId,
    });
  }
  const [paidWith] = await db
    .select({ paymentMethodId: orders.paymentMethodId })
    .from(orders)
    .where(
      and(
        eq(orders.id, input.afterOrderId),
        eq(orders.userUuid, input.userUuid),
        eq(orders.provider, provider.name),
      ),
    );
  const [customer] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.userUuid, input.userUuid), eq(customers.provider, provider.name)));
  const paymentMethodId = paidWith?.paymentMethodId;
  if (!customer || !paymentMethodId) return { ok: false, error: "no_saved_method" };
  const first = priced[0]!;
  const created = await createOrder(db, {
    userUuid: input.userUuid,
    packageId: first.packageId,
    kind: "upsell",
    currency: input.offer.currency,
    amountMinor: priced.reduce((sum, item) => sum + item.amountMinor, 0),
    idempotencyKey: input.idempotencyKey,
    provider: provider.name,
    items: priced.map(({ packageId, amountMinor }) => ({ packageId, amountMinor })),
  });
  if (!created.ok) return { ok: false, error: created.error };
  const { order } = created;
  if (order.status === "failed" && !created.created)
    return {
      ok: false,
      error: "payment_failed",
      code: order.failureCode ?? "processing_error",
      order,
    };
  if (order.status !== "pending" && order.status !== "failed")
    return { ok: true, status: "paid", order };
  const answer = await provider.chargeOffSession({
    idempotencyKey: `order:${order.id}:charge`,
    customerId: customer.providerCustomerId,
    paymentMethodId,
    amountMinor: order.amountMinor,
    currency: order.currency,
    description: priced.map((item) => item.product).join(" + "),
    references: { orderId: order.id, userUuid: input.userUuid },
  });
  if (!answer.ok) {
    const kept = isUndecidedPaymentError(answer.code)
      ? order
      : await recordOrderFailure(db, order.id, answer.code, now());
    return { ok: false, error: "payment_failed", code: answer.code, order: kept };
  }
  const outcome = await recordPaymentOutcome(
    db,
    { orderId: order.id, provider: provider.name, payment: answer.payment },
    now(),
  );
  await db
    .update(orders)
    .set({ paymentMethodId, updatedAt: now() })
    .where(eq(orders.id, order.id));
  if (outcome.payment.status === "failed")
    return {
      ok: false,
      error: "payment_failed",
      code: answer.payment.failureCode ?? "processing_error",
      order: outcome.order,
    };
  return {
    ok: true,
    status: outcome.order.status === "paid" ? "paid" : "pending",
    order: outcome.order,
  };
}
