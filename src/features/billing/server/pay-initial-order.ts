import "server-only";
import { eq } from "drizzle-orm";
import {
  isUndecidedPaymentError,
  type PaymentErrorCode,
} from "@/features/billing/domain/payment-errors";
import type {
  IntroPhase,
  PaymentProvider,
  ProviderPayment,
} from "@/features/billing/domain/payment-provider";
import type { CheckoutCharge } from "@/features/checkout/domain/price-checkout";
import type { PricePackage } from "@/features/pricing/domain/package";
import type { Db } from "@/server/db/db-type";
import { orders } from "@/server/db/schema/billing";
import { ensureCustomer } from "./customer-store";
import type { OrderRow } from "./order-store";
import { recordOrderFailure, recordPaymentOutcome } from "./record-payment-outcome";
import { createSubscriptionRecord, type SubscriptionRow } from "./subscription-store";

export type PayOrderResult =
  | { ok: true; status: "paid" | "pending"; order: OrderRow; subscription: SubscriptionRow | null }
  | { ok: false; error: "payment_failed"; code: PaymentErrorCode; order: OrderRow };

/**
 * Charges a stored checkout order (docs/billing.md, "Crash safety"): our order row exists
 * before the provider is called, the provider call's idempotency key is derived from it, and
 * the answer is recorded afterwards. Should we crash in between, repeating the call gets the
 * provider's first answer back, and the provider's webhook repairs the order on its own.
 */
export async function payInitialOrder(
  db: Db,
  provider: PaymentProvider,
  input: {
    order: OrderRow;
    pkg: PricePackage;
    charge: CheckoutCharge;
    user: { userUuid: string; email: string };
    paymentMethodId: string;
    /** The order existed before this call (a resubmission of the same key). */
    replay?: boolean;
  },
  now: () => Date,
): Promise<PayOrderResult> {
  const { order, pkg, charge, user } = input;
  const fail = async (code: PaymentErrorCode): Promise<PayOrderResult> => ({
    ok: false,
    error: "payment_failed",
    code,
    // Unless the provider decided nothing (unreachable), or a replayed key was refused because
    // its first call reached the provider: then the order stays pending for the webhook or a retry.
    order:
      isUndecidedPaymentError(code) || (input.replay === true && code === "invalid_request")
        ? order
        : await recordOrderFailure(db, order.id, code, now()),
  });
  const customer = await ensureCustomer(db, provider, user);
  if (!customer.ok) return fail(customer.code);
  const references = { orderId: order.id, userUuid: user.userUuid };
  const common = {
    customerId: customer.customer.providerCustomerId,
    paymentMethodId: input.paymentMethodId,
    currency: charge.currency,
    references,
  };
  if (pkg.kind === "one_time") {
    const answer = await provider.confirmPayment({
      ...common,
      idempotencyKey: `order:${order.id}:payment`,
      amountMinor: charge.amountDueMinor,
      saveForLater: true,
      description: pkg.product,
    });
    if (!answer.ok) return fail(answer.code);
    const recorded = await recordPayment(
      db,
      provider,
      { order, payment: answer.payment, paymentMethodId: input.paymentMethodId },
      now,
    );
    return recorded.ok ? { ...recorded, subscription: null } : recorded;
  }
  const answer = await provider.createSubscription({
    ...common,
    idempotencyKey: `order:${order.id}:subscription`,
    interval: pkg.period,
    intro: introPhase(pkg, charge),
    regularAmountMinor: charge.regularAmountMinor ?? charge.amountDueMinor,
    packageId: pkg.id,
  });
  if (!answer.ok) return fail(answer.code);
  const recorded = await recordPayment(
    db,
    provider,
    { order, payment: answer.payment, paymentMethodId: input.paymentMethodId },
    now,
  );
  if (!recorded.ok) return recorded;
  const { subscription } = await createSubscriptionRecord(
    db,
    {
      userUuid: user.userUuid,
      packageId: pkg.id,
      customerId: customer.customer.id,
      initialOrderId: order.id,
      // Until its first payment goes through (a bank's check still open) it is incomplete: it
      // owes nothing yet and never passes for the buyer's plan (docs/billing.md).
      status:
        answer.subscription.status === "trialing"
          ? "trialing"
          : recorded.status === "paid"
            ? "active"
            : "incomplete",
      currency: charge.currency,
      currentPeriodStart: answer.subscription.currentPeriodStart,
      currentPeriodEnd: answer.subscription.currentPeriodEnd,
      provider: provider.name,
      providerSubscriptionId: answer.subscription.subscriptionId,
      paymentMethodId: recorded.order.paymentMethodId,
    },
    { at: now(), actor: "customer", cause: order.idempotencyKey },
  );
  return { ...recorded, subscription };
}

/**
 * The provider's answer about the payment, recorded; the method it paid with kept on the order
 * for the charges that follow it (its upsells). The account's saved card is never touched: the
 * buyer of this order may not be the account's owner (docs/billing.md, "Whose card").
 */
async function recordPayment(
  db: Db,
  provider: PaymentProvider,
  input: { order: OrderRow; payment: ProviderPayment; paymentMethodId: string },
  now: () => Date,
): Promise<
  { ok: true; status: "paid" | "pending"; order: OrderRow } | Extract<PayOrderResult, { ok: false }>
> {
  const outcome = await recordPaymentOutcome(
    db,
    { orderId: input.order.id, provider: provider.name, payment: input.payment },
    now(),
  );
  if (outcome.payment.status === "failed")
    return {
      ok: false,
      error: "payment_failed",
      code: input.payment.failureCode ?? "processing_error",
      order: outcome.order,
    };
  const [order] = await db
    .update(orders)
    .set({ paymentMethodId: input.payment.paymentMethodId ?? input.paymentMethodId, updatedAt: now() })
    .where(eq(orders.id, input.order.id))
    .returning();
  return {
    ok: true,
    status: outcome.order.status === "paid" ? "paid" : "pending",
    order: order ?? outcome.order,
  };
}

function introPhase(
  pkg: Extract<PricePackage, { kind: "subscription" }>,
  charge: CheckoutCharge,
): IntroPhase {
  switch (pkg.intro.type) {
    case "none":
      return { kind: "none" };
    case "intro_price":
      return {
        kind: "intro_price",
        amountMinor: charge.amountDueMinor,
        periods: pkg.intro.periods,
      };
    case "free_trial":
      return { kind: "free_trial", days: pkg.intro.days };
  }
}
