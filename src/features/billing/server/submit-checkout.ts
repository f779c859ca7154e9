import "server-only";
import { and, eq, ne } from "drizzle-orm";
import type { PaymentProvider } from "@/features/billing/domain/payment-provider";
import type { CheckoutRequest } from "@/features/checkout/domain/checkout-request";
import {
  priceCheckout,
  type CheckoutOffer,
  type CheckoutPriceError,
} from "@/features/checkout/domain/price-checkout";
import type { Db } from "@/server/db/db-type";
import { payments, subscriptions } from "@/server/db/schema/billing";
import { loadPricePackage } from "./load-price-package";
import { createOrder } from "./order-store";
import { payInitialOrder, type PayOrderResult } from "./pay-initial-order";

export type SubmitCheckoutResult =
  | PayOrderResult
  | { ok: false; error: CheckoutPriceError | "idempotency_conflict" | "foreign_attempt" };

/**
 * A checkout submission (docs/billing.md): the request is priced from the stored package and
 * what this visitor was offered, the order is created once per idempotency key, and a new
 * order is charged. Submitting the same checkout again returns the same order and charges
 * nothing more — also after a crash between the provider's answer and our write, and with a
 * new card token for the same key (docs/billing.md, "Crash safety"); after a refusal the page
 * starts a new attempt with a new key.
 */
export async function submitCheckout(
  db: Db,
  provider: PaymentProvider,
  input: {
    user: { userUuid: string; email: string };
    request: CheckoutRequest;
    offer: CheckoutOffer;
    /**
     * Who sends this request (a hash of the browser's visitor id or quiz session; null when the
     * browser holds neither). When given, a key already used is answered only to the browser
     * that used it first: the key alone is no credential (docs/billing.md, "Idempotency").
     * Left out by callers inside the server, which hold no browser.
     */
    attemptOwner?: string | null;
  },
  now: () => Date,
): Promise<SubmitCheckoutResult> {
  const { request, user } = input;
  const stored = await loadPricePackage(db, request.packageId);
  const priced = priceCheckout(request, stored, input.offer);
  if (!priced.ok || !stored)
    return { ok: false, error: priced.ok ? "unknown_package" : priced.error };
  const created = await createOrder(db, {
    userUuid: user.userUuid,
    packageId: priced.charge.packageId,
    kind: "initial",
    currency: priced.charge.currency,
    amountMinor: priced.charge.amountDueMinor,
    idempotencyKey: request.idempotencyKey,
    provider: provider.name,
    attemptOwner: input.attemptOwner ?? null,
  });
  if (!created.ok) return { ok: false, error: created.error };
  const { order } = created;
  if (
    !created.created &&
    input.attemptOwner !== undefined &&
    (input.attemptOwner === null || order.attemptOwner !== input.attemptOwner)
  )
    return { ok: false, error: "foreign_attempt" };
  if (order.status === "failed" && !created.created)
    return {
      ok: false,
      error: "payment_failed",
      code: order.failureCode ?? "processing_error",
      order,
    };
  const subscriptionOf = async () => {
    const [subscription] = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.initialOrderId, order.id));
    return subscription ?? null;
  };
  if (order.status !== "pending" && order.status !== "failed")
    return { ok: true, status: "paid", order, subscription: await subscriptionOf() };
  // A resubmission of an order the provider already answered (processing, or waiting for the
  // bank's check): answered from our rows; the provider's webhook decides it.
  if (!created.created && order.status === "pending" && (await hasOpenPayment(db, order.id)))
    return { ok: true, status: "pending", order, subscription: await subscriptionOf() };
  const paid = await payInitialOrder(
    db,
    provider,
    {
      order,
      pkg: stored.pkg,
      charge: priced.charge,
      user,
      paymentMethodId: request.paymentMethodId,
      replay: !created.created,
    },
    now,
  );
  // The provider refused to run the same key with other details: our first call reached it
  // (we crashed before recording its answer). Its webhook decides the order, which stays pending.
  if (!paid.ok && paid.code === "invalid_request" && !created.created)
    return { ok: true, status: "pending", order: paid.order, subscription: await subscriptionOf() };
  return paid;
}

/** Whether a payment attempt of the order is still open at the provider (not failed). */
async function hasOpenPayment(db: Db, orderId: string): Promise<boolean> {
  const rows = await db
    .select({ status: payments.status })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), ne(payments.status, "failed")))
    .limit(1);
  return rows.length > 0;
}
