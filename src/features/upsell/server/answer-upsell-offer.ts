import "server-only";
import {
  isUndecidedPaymentError,
  type PaymentErrorCode,
} from "@/features/billing/domain/payment-errors";
import type { PaymentProvider } from "@/features/billing/domain/payment-provider";
import { chargeUpsellOrder } from "@/features/billing/server/charge-upsell";
import { offerItems } from "@/features/upsell/domain/offer-items";
import { isOfferOpen, upsellCharges, upsellPosition } from "@/features/upsell/domain/upsell-progress";
import type { Db } from "@/server/db/db-type";
import { logger } from "@/server/log/logger";
import {
  claimStep,
  declineStep,
  ensureUpsellChain,
  findPaidInitialOrder,
  finishStep,
  loadActivePackages,
  readStepRecords,
  type UpsellChain,
} from "./upsell-chain-store";

export type UpsellAnswer = {
  step: number;
  decision: "accept" | "decline";
  /** The chosen packages and the price each one's page showed (accept only). */
  items: readonly { packageId: string; shownAmountMinor: number }[];
  currency: string;
};

/** Refusals before anything is charged; nothing is written for them. */
export type UpsellRefusal =
  | "no_purchase"
  | "order_not_paid"
  | "offer_not_found"
  | "offer_already_answered"
  | "nothing_selected"
  | "package_not_offered"
  | "currency_mismatch"
  | "price_mismatch"
  | "no_saved_method";

export type UpsellAnswerResult =
  | {
      ok: true;
      status: "paid" | "processing" | "declined";
      /** The offer to show next, or null: the chain is over (thank-you page). */
      nextStep: number | null;
      orderIds: string[];
    }
  | { ok: false; error: UpsellRefusal }
  /** The provider refused the charge (the buyer moves on) or decided nothing (try again). */
  | { ok: false; error: "payment_failed"; code: PaymentErrorCode; nextStep: number | null };

/**
 * Accepts or declines one offer of the chain (docs/upsell.md, "Answering an offer"). Only the
 * purchase pass unlocks it; the packages must be those of that step, in the initial order's
 * currency, at the prices shown. Charges are keyed by the initial order and the step (and the
 * package, with split transactions), so repeating the answer never charges twice.
 */
export async function answerUpsellOffer(
  db: Db,
  provider: PaymentProvider,
  input: {
    /** The purchase pass: its order, buyer and the funnel bought from (its upsell chain). */
    purchase: { orderId: string; userUuid: string; quizName?: string | null } | null;
    instructions: Readonly<Record<string, unknown>>;
    answer: UpsellAnswer;
  },
  now: () => Date,
): Promise<UpsellAnswerResult> {
  if (!input.purchase) return { ok: false, error: "no_purchase" };
  const order = await findPaidInitialOrder(db, input.purchase);
  if (!order) return { ok: false, error: "order_not_paid" };
  const chain = await ensureUpsellChain(db, order, input.instructions, input.purchase.quizName);
  const { answer } = input;
  const offer = chain?.plan.offers.find((candidate) => candidate.step === answer.step);
  if (!chain || !offer) return { ok: false, error: "offer_not_found" };
  // A downsell exists only after "No thanks" on its offer.
  if (!isOfferOpen(offer, await readStepRecords(db, order.id))) return { ok: false, error: "offer_not_found" };

  if (answer.decision === "decline") {
    const declined = await declineStep(db, { initialOrderId: order.id, step: offer.step }, now());
    if (!declined) return { ok: false, error: "offer_already_answered" };
    return { ok: true, status: "declined", nextStep: await nextStep(db, chain), orderIds: [] };
  }

  if (answer.items.length === 0) return { ok: false, error: "nothing_selected" };
  if (answer.currency !== chain.currency) return { ok: false, error: "currency_mismatch" };
  const { items } = offerItems(offer, await loadActivePackages(db), chain.currency);
  const priceOf = new Map(items.map((item) => [item.packageId, item.priceMinor]));
  const chosen = new Set(answer.items.map((item) => item.packageId));
  if (chosen.size !== answer.items.length || [...chosen].some((id) => !priceOf.has(id)))
    return { ok: false, error: "package_not_offered" };
  if (answer.items.some((item) => priceOf.get(item.packageId) !== item.shownAmountMinor))
    return { ok: false, error: "price_mismatch" };
  // The offer's own order, whatever order the request listed them in.
  const selected = items.filter((item) => chosen.has(item.packageId));
  const packageIds = selected.map((item) => item.packageId);

  const claimed = await claimStep(db, { initialOrderId: order.id, step: offer.step, packageIds }, now());
  if (!claimed) return { ok: false, error: "offer_already_answered" };

  const outcomes = [];
  for (const charge of upsellCharges({
    initialOrderId: order.id,
    step: offer.step,
    splitOtp: chain.plan.splitOtp,
    packageIds,
  })) {
    outcomes.push(
      await chargeUpsellOrder(
        db,
        provider,
        {
          userUuid: order.userUuid,
          afterOrderId: order.id,
          items: charge.packageIds.map((id) => ({ packageId: id, shownAmountMinor: priceOf.get(id)! })),
          currency: chain.currency,
          idempotencyKey: charge.idempotencyKey,
          offer: { packageIds: offer.packageIds, currency: chain.currency },
        },
        now,
      ),
    );
  }

  const bought = outcomes.flatMap((outcome) => (outcome.ok ? [outcome] : []));
  if (bought.length > 0) {
    const orderIds = bought.map((outcome) => outcome.order.id);
    await finishStep(db, { initialOrderId: order.id, step: offer.step, status: "accepted", orderIds }, now());
    return {
      ok: true,
      status: bought.every((outcome) => outcome.order.status === "paid") ? "paid" : "processing",
      nextStep: await nextStep(db, chain),
      orderIds,
    };
  }
  const refusals = outcomes.flatMap((outcome) =>
    !outcome.ok && outcome.error === "payment_failed" ? [outcome.code] : [],
  );
  const decided = refusals.find((code) => !isUndecidedPaymentError(code));
  if (decided || refusals.length > 0) {
    const code = decided ?? refusals[0]!;
    // Undecided (the provider was unreachable): the step stays open and the same answer retries.
    await finishStep(
      db,
      decided
        ? { initialOrderId: order.id, step: offer.step, status: "failed", failureCode: decided }
        : { initialOrderId: order.id, step: offer.step, status: "accepting" },
      now(),
    );
    return { ok: false, error: "payment_failed", code, nextStep: await nextStep(db, chain) };
  }
  // Nothing was charged (no saved method, a package switched off meanwhile): the offer stays open.
  await finishStep(db, { initialOrderId: order.id, step: offer.step, status: "shown" }, now());
  const first = outcomes[0];
  const error = first && !first.ok ? first.error : "package_not_offered";
  logger.warn("upsell charge refused before charging", { step: offer.step, error });
  return {
    ok: false,
    error: error === "no_saved_method" ? "no_saved_method" : "offer_not_found",
  };
}

async function nextStep(db: Db, chain: UpsellChain): Promise<number | null> {
  return upsellPosition(chain.plan, await readStepRecords(db, chain.initialOrderId)).offer?.step ?? null;
}
