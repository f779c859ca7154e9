import "server-only";
import { eq } from "drizzle-orm";
import type { PaymentErrorCode } from "@/features/billing/domain/payment-errors";
import { isUndecidedPaymentError } from "@/features/billing/domain/payment-errors";
import type { PaymentProvider } from "@/features/billing/domain/payment-provider";
import { submitCheckout } from "@/features/billing/server/submit-checkout";
import type { CheckoutRequest } from "@/features/checkout/domain/checkout-request";
import type { CheckoutPriceError } from "@/features/checkout/domain/price-checkout";
import type { Instructions } from "@/features/experiments/domain/instruction-keys";
import type { Db } from "@/server/db/db-type";
import { logger } from "@/server/log/logger";
import { loadPricePackage } from "@/features/billing/server/load-price-package";
import { priceCheckout, type CheckoutOffer } from "@/features/checkout/domain/price-checkout";
import { orders } from "@/server/db/schema/billing";
import { findOrCreateBuyer } from "./find-or-create-buyer";
import { loadVisitorOffer } from "./load-checkout-offer";
import { orderProgress } from "./order-progress";
import { accountHoldsRunningPlan } from "./running-plan-notice";

export type PlaceCheckoutInput = {
  request: CheckoutRequest;
  email: string;
  locale: string;
  /** The visitor's quiz profile, kept on a new account (empty without a quiz session). */
  profile: Record<string, unknown>;
  instructions: Instructions;
  country: string;
  /** The visitor's quiz session (its cookie's hash): its arrival at the final page anchors a countdown. */
  sessionTokenHash: string | null;
  /** Who sends it (a hash of the visitor id or quiz session; null: neither): replays answer only them. */
  attemptOwner: string | null;
  /** The signed-in customer of this browser, if any. */
  viewerUuid: string | null;
};

export type PlaceCheckoutOutcome =
  | {
      kind: "placed";
      orderId: string;
      userUuid: string;
      /** `processing` until the processor's webhook pays the order; `requires_action` for 3-D Secure. */
      status: "paid" | "processing" | "requires_action";
      actionPaymentId: string | null;
      /** True when this checkout created the buyer's account. */
      accountCreated: boolean;
    }
  /** The processor refused the payment; a new attempt needs a new key. */
  | { kind: "refused"; code: PaymentErrorCode; orderId: string; userUuid: string; accountCreated: boolean }
  /** The processor decided nothing; the same request (same key) may be sent again. */
  | { kind: "unavailable"; code: PaymentErrorCode }
  | { kind: "invalid"; error: CheckoutPriceError | "nothing_to_sell" }
  | { kind: "conflict" }
  /** The key was first used by another browser: nothing about its order is answered. */
  | { kind: "foreign_attempt" }
  /**
   * A new subscription for an account that already holds a running plan, not by its signed-in
   * owner: refused before anything is charged (docs/checkout.md, "One plan per account").
   */
  | { kind: "subscribed" };

/**
 * One checkout submission (docs/checkout.md): the visitor's offer is read again exactly as their
 * final page read it, the buyer's account is found or created by e-mail, and billing prices,
 * records and charges the order once per idempotency key (docs/billing.md). What happened is
 * answered from our own rows, so a repeated submission gets the same answer.
 */
export async function placeCheckout(
  db: Db,
  provider: PaymentProvider,
  input: PlaceCheckoutInput,
  now: () => Date = () => new Date(),
): Promise<PlaceCheckoutOutcome> {
  const visitor = await loadVisitorOffer(db, {
    instructions: input.instructions,
    country: input.country,
    sessionTokenHash: input.sessionTokenHash,
    now: now().getTime(),
  });
  if (!visitor?.offer) return { kind: "invalid", error: "nothing_to_sell" };
  const buyer = await findOrCreateBuyer(db, { email: input.email, locale: input.locale, profile: input.profile });
  if (!buyer.created && buyer.userUuid !== input.viewerUuid && (await wouldDuplicatePlan(db, buyer.userUuid, input.request, visitor.offer)))
    return { kind: "subscribed" };
  const result = await submitCheckout(
    db,
    provider,
    {
      user: { userUuid: buyer.userUuid, email: buyer.email },
      request: input.request,
      offer: visitor.offer,
      attemptOwner: input.attemptOwner,
    },
    now,
  );
  if (!result.ok) {
    if (result.error === "idempotency_conflict") return { kind: "conflict" };
    if (result.error === "foreign_attempt") return { kind: "foreign_attempt" };
    if (result.error !== "payment_failed") return { kind: "invalid", error: result.error };
    logger.info("checkout payment refused", { orderId: result.order.id, code: result.code });
    return isUndecidedPaymentError(result.code)
      ? { kind: "unavailable", code: result.code }
      : { kind: "refused", code: result.code, orderId: result.order.id, userUuid: buyer.userUuid, accountCreated: buyer.created };
  }
  const progress = await orderProgress(db, result.order.id, buyer.userUuid);
  const status =
    result.status === "paid" ? "paid" : progress?.actionPaymentId ? "requires_action" : "processing";
  return {
    kind: "placed",
    orderId: result.order.id,
    userUuid: buyer.userUuid,
    status,
    actionPaymentId: progress?.actionPaymentId ?? null,
    accountCreated: buyer.created,
  };
}

/**
 * Whether this request would start a second plan for an account that already holds a running
 * one: a subscription package this visitor was offered at the price shown (otherwise billing
 * answers the offer check as always), a key not used before (a resubmission of the checkout that
 * made the plan is answered as before), and a running subscription on the account.
 */
async function wouldDuplicatePlan(
  db: Db,
  userUuid: string,
  request: PlaceCheckoutInput["request"],
  offer: CheckoutOffer,
): Promise<boolean> {
  const stored = await loadPricePackage(db, request.packageId);
  const priced = priceCheckout(request, stored, offer);
  if (!priced.ok || priced.charge.kind !== "subscription") return false;
  const [used] = await db.select({ id: orders.id }).from(orders).where(eq(orders.idempotencyKey, request.idempotencyKey));
  if (used) return false;
  return accountHoldsRunningPlan(db, userUuid);
}
