import "server-only";
import { eq } from "drizzle-orm";
import type { PaymentProvider } from "@/features/billing/domain/payment-provider";
import type { CheckoutRequest } from "@/features/checkout/domain/checkout-request";
import {
  priceCheckout,
  type CheckoutOffer,
  type CheckoutPriceError,
} from "@/features/checkout/domain/price-checkout";
import type { Db } from "@/server/db/db-type";
import { subscriptions } from "@/server/db/schema/billing";
import { loadPricePackage } from "./load-price-package";
import { createOrder } from "./order-store";
import { payInitialOrder, type PayOrderResult } from "./pay-initial-order";

export type SubmitCheckoutResult =
  PayOrderResult | { ok: false; error: CheckoutPriceError | "idempotency_conflict" };

/**
 * A checkout submission (docs/billing.md): the request is priced from the stored package and
 * what this visitor was offered, the order is created once per idempotency key, and a new
 * order is charged. Submitting the same checkout again returns the same order and charges
 * nothing more; after a refusal the page starts a new attempt with a new key.
 */
export async function submitCheckout(
  db: Db,
  provider: PaymentProvider,
  input: {
    user: { userUuid: string; email: string };
    request: CheckoutRequest;
    offer: CheckoutOffer;
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
  if (order.status !== "pending" && order.status !== "failed") {
    const [subscription] = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.initialOrderId, order.id));
    return { ok: true, status: "paid", order, subscription: subscription ?? null };
  }
  return payInitialOrder(
    db,
    provider,
    {
      order,
      pkg: stored.pkg,
      charge: priced.charge,
      user,
      paymentMethodId: request.paymentMethodId,
    },
    now,
  );
}
