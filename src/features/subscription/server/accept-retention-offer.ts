import "server-only";
import type { PaymentErrorCode } from "@/features/billing/domain/payment-errors";
import { discountedAmount } from "@/features/billing/domain/renewal-discount";
import { loadPricePackage } from "@/features/billing/server/load-price-package";
import { applySubscriptionEvent } from "@/features/billing/server/subscription-store";
import { stepKey } from "@/features/subscription/domain/cancel-flow-steps";
import { pauseResumesAt } from "@/features/subscription/domain/pause-dates";
import type { PauseMonths } from "@/features/subscription/domain/retention-offer";
import { subscriptionRetentionOffers } from "@/server/db/schema/subscription-changes";
import { transientCodes, type AccountDeps } from "./account-deps";
import { sendAccountEmail } from "./account-emails";
import { countPaidInvoices, findRetentionOffer } from "./account-subscription";
import { loadFlowSubscription } from "./load-flow-subscription";
import { offerOfStep } from "./offer-of-step";
import { recordFlowStep } from "./record-flow-step";
import { renewalAmount } from "@/features/subscription/domain/next-charge";

export type AcceptResult =
  | { ok: true; kind: "pause"; resumesAt: Date }
  | { ok: true; kind: "discount"; percentOff: number; renewals: number }
  | {
      ok: false;
      code: "no_flow" | "no_offer" | "offer_used" | "not_pausable" | PaymentErrorCode;
    };

/**
 * Takes the offer this flow was shown (docs/subscription.md, "Offers"): the provider applies it
 * first under the step's key, then we store it, move the subscription (a pause) and record the
 * step — each write once, so a retry after a crash finishes the work and never applies it twice.
 */
export async function acceptRetentionOffer(
  deps: AccountDeps,
  input: { userUuid: string; flowId: string; months?: PauseMonths; email: string; locale: string },
): Promise<AcceptResult> {
  const { db } = deps;
  const flow = await loadFlowSubscription(db, input.userUuid, input.flowId);
  if (!flow) return { ok: false, code: "no_flow" };
  const { reasonStep, subscription } = flow;
  const offer = offerOfStep(reasonStep);
  if (offer.kind === "none") return { ok: false, code: "no_offer" };
  const taken = await findRetentionOffer(db, subscription.id);
  const key = stepKey(subscription.id, input.flowId, "offer_accepted");
  const record = (outcome: "paused" | "discounted" | "refused", detail: Record<string, unknown>) =>
    recordFlowStep(db, {
      subscriptionId: subscription.id,
      userUuid: input.userUuid,
      flowId: input.flowId,
      step: "offer_accepted",
      reason: reasonStep.reason,
      offer: { ...offer, ...detail },
      outcome,
      at: deps.now(),
    });
  if (taken && taken.flowId !== input.flowId) return { ok: false, code: "offer_used" };
  const port = deps.paymentPort(subscription.provider);
  const account = deps.accountPort(subscription.provider);
  if (!port || !account) return { ok: false, code: "provider_unavailable" };
  const stored = await loadPricePackage(db, subscription.packageId);

  if (offer.kind === "pause") {
    const months = input.months ?? offer.defaultMonths;
    // The pause's end is fixed by the first acceptance; a retry uses the stored one.
    const resumesAt = taken?.resumesAt ?? pauseResumesAt(subscription.currentPeriodEnd, months);
    // Paused already: by this very call's webhook after a crash before our writes (the keyed
    // call below then answers its first result), or refused by the provider.
    if (!taken && subscription.status !== "active" && subscription.status !== "paused")
      return { ok: false, code: "not_pausable" };
    const answer = await port.pauseSubscription({
      idempotencyKey: key,
      subscriptionId: subscription.providerSubscriptionId,
      resumesAt,
    });
    if (!answer.ok) {
      if (!transientCodes.has(answer.code)) await record("refused", { code: answer.code });
      return { ok: false, code: answer.code };
    }
    const at = deps.now();
    await db
      .insert(subscriptionRetentionOffers)
      .values({
        subscriptionId: subscription.id,
        flowId: input.flowId,
        kind: "pause",
        pauseMonths: taken?.pauseMonths ?? months,
        resumesAt,
        acceptedAt: at,
      })
      .onConflictDoNothing({ target: subscriptionRetentionOffers.subscriptionId });
    await applySubscriptionEvent(db, subscription.id, { type: "paused" }, { at, actor: "customer", cause: key });
    await record("paused", { months: taken?.pauseMonths ?? months, resumesAt: resumesAt.toISOString() });
    if (stored?.pkg.kind === "subscription")
      await sendAccountEmail(
        deps,
        { email: input.email, locale: input.locale, product: stored.pkg.product },
        { kind: "pause-confirmation", accessUntil: subscription.currentPeriodEnd, resumesAt },
        `retention:${subscription.id}`,
      );
    return { ok: true, kind: "pause", resumesAt };
  }

  const answer = await account.discountRenewals({
    idempotencyKey: key,
    subscriptionId: subscription.providerSubscriptionId,
    percentOff: offer.percentOff,
    renewals: offer.renewals,
  });
  if (!answer.ok) {
    if (!transientCodes.has(answer.code)) await record("refused", { code: answer.code });
    return { ok: false, code: answer.code };
  }
  await db
    .insert(subscriptionRetentionOffers)
    .values({
      subscriptionId: subscription.id,
      flowId: input.flowId,
      kind: "discount",
      percentOff: offer.percentOff,
      renewals: offer.renewals,
      acceptedAt: deps.now(),
    })
    .onConflictDoNothing({ target: subscriptionRetentionOffers.subscriptionId });
  await record("discounted", {});
  if (stored?.pkg.kind === "subscription") {
    const amounts = stored.pkg.amounts[subscription.currency as keyof typeof stored.pkg.amounts];
    const intro = stored.pkg.intro;
    const base = renewalAmount({
      regularMinor: amounts?.regular ?? 0,
      introMinor: amounts?.intro ?? null,
      introPeriods: intro.type === "intro_price" ? intro.periods : 0,
      paidInvoices: await countPaidInvoices(db, subscription.id),
    });
    await sendAccountEmail(
      deps,
      { email: input.email, locale: input.locale, product: stored.pkg.product },
      {
        kind: "discount-confirmation",
        percentOff: offer.percentOff,
        renewals: offer.renewals,
        discountedMinor: discountedAmount(base, offer.percentOff),
        currency: subscription.currency,
      },
      `retention:${subscription.id}`,
    );
  }
  return { ok: true, kind: "discount", percentOff: offer.percentOff, renewals: offer.renewals };
}
