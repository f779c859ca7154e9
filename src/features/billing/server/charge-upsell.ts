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
import { customers } from "@/server/db/schema/billing";
import { loadPricePackage } from "./load-price-package";
import { createOrder } from "./order-store";
import type { PayOrderResult } from "./pay-initial-order";
import { recordOrderFailure, recordPaymentOutcome } from "./record-payment-outcome";

export type ChargeUpsellResult =
  | Exclude<PayOrderResult, { ok: true }>
  | { ok: true; status: "paid" | "pending"; order: PayOrderResult["order"] }
  | {
      ok: false;
      error: CheckoutPriceError | "idempotency_conflict" | "not_an_upsell" | "no_saved_method";
    };

/**
 * A one-time add-on bought after the checkout (docs/billing.md, "Checkout and upsells"): priced from the
 * stored package like any checkout, charged off-session to the method saved at checkout, once
 * per idempotency key.
 */
export async function chargeUpsell(
  db: Db,
  provider: PaymentProvider,
  input: {
    userUuid: string;
    request: Omit<CheckoutRequest, "paymentMethodId">;
    offer: CheckoutOffer;
  },
  now: () => Date,
): Promise<ChargeUpsellResult> {
  const stored = await loadPricePackage(db, input.request.packageId);
  const priced = priceCheckout(input.request, stored, input.offer);
  if (!priced.ok) return { ok: false, error: priced.error };
  if (priced.charge.kind !== "one_time") return { ok: false, error: "not_an_upsell" };
  const [customer] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.userUuid, input.userUuid), eq(customers.provider, provider.name)));
  if (!customer?.paymentMethodId) return { ok: false, error: "no_saved_method" };
  const created = await createOrder(db, {
    userUuid: input.userUuid,
    packageId: priced.charge.packageId,
    kind: "upsell",
    currency: priced.charge.currency,
    amountMinor: priced.charge.amountDueMinor,
    idempotencyKey: input.request.idempotencyKey,
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
  if (order.status !== "pending" && order.status !== "failed")
    return { ok: true, status: "paid", order };
  const answer = await provider.chargeOffSession({
    idempotencyKey: `order:${order.id}:charge`,
    customerId: customer.providerCustomerId,
    paymentMethodId: customer.paymentMethodId,
    amountMinor: order.amountMinor,
    currency: order.currency,
    description: stored?.pkg.product ?? order.packageId,
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
