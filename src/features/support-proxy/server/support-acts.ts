import "server-only";
import { and, eq } from "drizzle-orm";
import { requestSignIn } from "@/features/account/server/request-sign-in";
import { extendedPeriodEnd } from "@/features/billing/domain/period-extension";
import { isTerminalSubscriptionStatus } from "@/features/billing/domain/subscription-states";
import { loadPricePackage } from "@/features/billing/server/load-price-package";
import { recordRefund } from "@/features/billing/server/record-refund";
import { applySubscriptionEvent } from "@/features/billing/server/subscription-store";
import type { StaffMember } from "@/features/staff/domain/staff-access";
import { recordAudit } from "@/features/staff/server/record-audit";
import { pauseResumesAt } from "@/features/subscription/domain/pause-dates";
import type { PauseMonths } from "@/features/subscription/domain/retention-offer";
import { transientCodes, type AccountDeps } from "@/features/subscription/server/account-deps";
import { sendAccountEmail } from "@/features/subscription/server/account-emails";
import { findAccountSubscription } from "@/features/subscription/server/account-subscription";
import { staffActKey, staffRefundKey, type ActAnswer, type ActRefusal, type SupportAct } from "@/features/support-proxy/domain/support-acts";
import { defaultLocale, isLocale } from "@/i18n/locales";
import type { CurrencyCode } from "@/features/pricing/domain/currencies";
import { formatMoney } from "@/features/pricing/domain/format-money";
import type { Db } from "@/server/db/db-type";
import { orders, payments, refunds, subscriptionTransitions } from "@/server/db/schema/billing";
import { customerById } from "./find-customer";
import { logSupportFailure } from "./support-log";

/** Who acts, on whom, why (docs/support-proxy.md, "Acts"). */
export type ActContext = { staff: Pick<StaffMember, "id" | "email">; customerId: string; reason: string; requestId: string };

/**
 * Every act ends here: one audit row with the customer's id, the act, the reason and what came
 * of it — done, refused (and why) or a repeat of the same form — then the answer.
 */
async function audited(db: Db, act: SupportAct, context: ActContext, answer: ActAnswer, detail: Record<string, unknown> = {}): Promise<ActAnswer> {
  await recordAudit(db, {
    staff: context.staff,
    action: `support.${act}`,
    entityType: "customer",
    entityId: context.customerId,
    before: null,
    after: answer.done ? { outcome: "done", ...detail } : { outcome: "refused", refusal: answer.refusal, ...detail },
    reason: context.reason,
    requestId: context.requestId,
  });
  return answer;
}

const refused = (refusal: ActRefusal, detail?: string): ActAnswer => ({ done: false, refusal, ...(detail ? { detail } : {}) });

/** A date as staff read it: YYYY-MM-DD (UTC). */
const day = (value: Date) => value.toISOString().slice(0, 10);

function providerRefusal(code: string): ActAnswer {
  return transientCodes.has(code) ? refused("provider_unavailable") : refused("provider_refused", code);
}

async function transitionByKey(db: Db, subscriptionId: string, cause: string) {
  const [row] = await db
    .select({ id: subscriptionTransitions.id })
    .from(subscriptionTransitions)
    .where(and(eq(subscriptionTransitions.subscriptionId, subscriptionId), eq(subscriptionTransitions.cause, cause)))
    .limit(1);
  return row ?? null;
}

/**
 * Sends the customer a new sign-in mail (a code and a link) through the same use case as the
 * sign-in page, in the customer's language.
 */
export async function resendSignIn(deps: AccountDeps, context: ActContext, headers: Headers = new Headers()): Promise<ActAnswer> {
  const customer = await customerById(deps.db, context.customerId);
  if (!customer) return refused("no_customer");
  const locale = isLocale(customer.locale) ? customer.locale : defaultLocale;
  const sent = await requestSignIn(deps.db, { email: customer.email, locale, headers, siteUrl: deps.mail.siteUrl }, deps.mail.requestSend);
  return audited(deps.db, "resend-sign-in", context, sent === "sent" ? { done: true, message: "A sign-in e-mail is on its way." } : refused("no_customer"));
}

/**
 * Pauses the customer's running subscription for 1–3 months after the paid period, as the
 * customer's own pause does: the provider first (keyed by the page's form), then billing's
 * `paused` transition with actor staff. The same form again answers "done" and moves nothing.
 */
export async function pauseForCustomer(deps: AccountDeps, context: ActContext, input: { months: PauseMonths; formKey: string }): Promise<ActAnswer> {
  const { db } = deps;
  if (!(await customerById(db, context.customerId))) return refused("no_customer");
  const subscription = await findAccountSubscription(db, context.customerId);
  if (!subscription) return audited(db, "pause", context, refused("no_subscription"));
  const key = staffActKey("pause", subscription.id, input.formKey);
  if (await transitionByKey(db, subscription.id, key)) return audited(db, "pause", context, { done: true, message: "Already paused by this request." }, { repeat: true });
  if (subscription.status !== "active") return audited(db, "pause", context, refused("not_pausable", subscription.status));
  const port = deps.paymentPort(subscription.provider);
  if (!port) return audited(db, "pause", context, refused("provider_unavailable"));
  const resumesAt = pauseResumesAt(subscription.currentPeriodEnd, input.months);
  const answer = await port.pauseSubscription({ idempotencyKey: key, subscriptionId: subscription.providerSubscriptionId, resumesAt });
  if (!answer.ok) {
    logSupportFailure("Support proxy: the provider refused a pause", { customerId: context.customerId, action: "pause", staffId: context.staff.id }, answer.code);
    return audited(db, "pause", context, providerRefusal(answer.code));
  }
  const moved = await applySubscriptionEvent(db, subscription.id, { type: "paused" }, { at: deps.now(), actor: "staff", cause: key });
  const customer = await customerById(db, context.customerId);
  const stored = await loadPricePackage(db, subscription.packageId);
  if (customer && stored?.pkg.kind === "subscription")
    await sendAccountEmail(
      deps,
      { email: customer.email, locale: customer.locale, product: stored.pkg.product },
      { kind: "pause-confirmation", accessUntil: subscription.currentPeriodEnd, resumesAt },
      `support-pause:${subscription.id}:${input.formKey}`,
    );
  return audited(db, "pause", context, { done: true, message: `Paused; it resumes on ${day(resumesAt)}.` }, {
    subscriptionId: subscription.id,
    months: input.months,
    resumesAt: resumesAt.toISOString(),
    moved: moved.ok,
  });
}

/**
 * Cancels as the customer's own confirmation does: a running subscription at the end of its
 * paid period, a past due or paused one now; the provider first, then billing's
 * `cancel_requested` with actor staff, and the cancel confirmation e-mail once.
 */
export async function cancelForCustomer(deps: AccountDeps, context: ActContext, input: { formKey: string }): Promise<ActAnswer> {
  const { db } = deps;
  const customer = await customerById(db, context.customerId);
  if (!customer) return refused("no_customer");
  const subscription = await findAccountSubscription(db, context.customerId);
  if (!subscription) return audited(db, "cancel", context, refused("no_subscription"));
  const key = staffActKey("cancel", subscription.id, input.formKey);
  if (await transitionByKey(db, subscription.id, key)) return audited(db, "cancel", context, { done: true, message: "Already cancelled by this request." }, { repeat: true });
  if (isTerminalSubscriptionStatus(subscription.status)) return audited(db, "cancel", context, refused("nothing_to_cancel", subscription.status));
  if (subscription.cancelAtPeriodEnd) return audited(db, "cancel", context, refused("already_canceling"));
  const port = deps.paymentPort(subscription.provider);
  if (!port) return audited(db, "cancel", context, refused("provider_unavailable"));
  const running = subscription.status === "active" || subscription.status === "trialing";
  const when = running ? "period_end" : "now";
  const answer = await port.cancelSubscription({ idempotencyKey: key, subscriptionId: subscription.providerSubscriptionId, when });
  if (!answer.ok) {
    logSupportFailure("Support proxy: the provider refused a cancellation", { customerId: context.customerId, action: "cancel", staffId: context.staff.id }, answer.code);
    return audited(db, "cancel", context, providerRefusal(answer.code));
  }
  const at = deps.now();
  await applySubscriptionEvent(db, subscription.id, { type: "cancel_requested", atPeriodEnd: when === "period_end" }, { at, actor: "staff", cause: key });
  const endsAt = when === "period_end" ? subscription.currentPeriodEnd : at;
  const stored = await loadPricePackage(db, subscription.packageId);
  if (stored?.pkg.kind === "subscription")
    await sendAccountEmail(deps, { email: customer.email, locale: customer.locale, product: stored.pkg.product }, { kind: "cancel-confirmation", accessUntil: endsAt }, `cancel:${subscription.id}`);
  return audited(db, "cancel", context, { done: true, message: when === "now" ? "Cancelled now." : `Cancelled at the end of the paid period (${endsAt.toISOString().slice(0, 10)}).` }, {
    subscriptionId: subscription.id,
    when,
  });
}

/**
 * Refunds one succeeded payment of the customer in full (what is left of it) through the
 * provider port, keyed by the payment — so one payment is refunded once, whoever asks how often —
 * then billing's `recordRefund` moves the order (and ends a subscription its order started).
 */
export async function refundPayment(deps: AccountDeps, context: ActContext, input: { paymentId: string }): Promise<ActAnswer> {
  const { db } = deps;
  if (!(await customerById(db, context.customerId))) return refused("no_customer");
  const [found] = await db
    .select({ payment: payments, order: orders })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(payments.id, input.paymentId), eq(orders.userUuid, context.customerId)));
  if (!found) return audited(db, "refund", context, refused("no_payment"), { paymentId: input.paymentId });
  const { payment, order } = found;
  const key = staffRefundKey(payment.id);
  const [earlier] = await db.select({ id: refunds.id }).from(refunds).where(eq(refunds.idempotencyKey, key));
  if (earlier) return audited(db, "refund", context, { done: true, message: "Already refunded by an earlier request." }, { paymentId: payment.id, repeat: true });
  const left = order.amountMinor - order.refundedMinor;
  if (payment.status !== "succeeded" || left <= 0 || payment.amountMinor <= 0)
    return audited(db, "refund", context, refused("nothing_to_refund", `payment ${payment.status}, order ${order.status}`), { paymentId: payment.id });
  const port = deps.paymentPort(payment.provider);
  if (!port) return audited(db, "refund", context, refused("provider_unavailable"), { paymentId: payment.id });
  const amountMinor = Math.min(payment.amountMinor, left);
  const answer = await port.refund({ idempotencyKey: key, paymentId: payment.providerPaymentId, amountMinor, reason: "requested_by_customer" });
  if (!answer.ok) {
    logSupportFailure("Support proxy: the provider refused a refund", { customerId: context.customerId, action: "refund", staffId: context.staff.id }, answer.code);
    return audited(db, "refund", context, providerRefusal(answer.code), { paymentId: payment.id });
  }
  const outcome = await recordRefund(
    db,
    {
      provider: payment.provider,
      providerPaymentId: payment.providerPaymentId,
      providerRefundId: answer.refund.refundId,
      amountMinor: answer.refund.amountMinor,
      currency: answer.refund.currency,
      reason: "requested_by_customer",
      idempotencyKey: key,
    },
    { at: deps.now(), actor: "staff", cause: key },
  );
  if (outcome.kind !== "recorded" && outcome.kind !== "duplicate")
    logSupportFailure("Support proxy: a refund the provider made was not recorded", { customerId: context.customerId, action: "refund", staffId: context.staff.id }, outcome.kind);
  return audited(db, "refund", context, { done: true, message: `Refunded ${formatMoney(amountMinor, payment.currency as CurrencyCode, "en")}.` }, {
    paymentId: payment.id,
    orderId: order.id,
    amountMinor,
    recorded: outcome.kind,
  });
}

/**
 * "Extend by N days" (docs/support-proxy.md, "Extend"): the next charge moves N days later and
 * nothing is charged or refunded. The provider first (keyed by the page's form), then billing's
 * `period_extended` with actor staff to the provider's new period end, then a short e-mail to
 * the customer. The same form again answers "done" and moves nothing.
 */
export async function extendForCustomer(deps: AccountDeps, context: ActContext, input: { days: number; formKey: string }): Promise<ActAnswer> {
  const { db } = deps;
  const customer = await customerById(db, context.customerId);
  if (!customer) return refused("no_customer");
  const subscription = await findAccountSubscription(db, context.customerId);
  if (!subscription) return audited(db, "extend", context, refused("no_subscription"));
  const key = staffActKey("extend", subscription.id, input.formKey);
  if (await transitionByKey(db, subscription.id, key))
    return audited(db, "extend", context, { done: true, message: `Already extended by this request; the next charge is on ${day(subscription.currentPeriodEnd)}.` }, { repeat: true, days: input.days });
  const running = (subscription.status === "active" || subscription.status === "trialing") && !subscription.cancelAtPeriodEnd;
  if (!running) return audited(db, "extend", context, refused("not_extendable", subscription.cancelAtPeriodEnd ? "set to cancel" : subscription.status), { days: input.days });
  const port = deps.accountPort(subscription.provider);
  if (!port) return audited(db, "extend", context, refused("provider_unavailable"), { days: input.days });
  const from = subscription.currentPeriodEnd;
  const answer = await port.extendPeriod({ idempotencyKey: key, subscriptionId: subscription.providerSubscriptionId, periodEnd: extendedPeriodEnd(from, input.days) });
  if (!answer.ok) {
    logSupportFailure("Support proxy: the provider refused an extension", { customerId: context.customerId, action: "extend", staffId: context.staff.id }, answer.code);
    return audited(db, "extend", context, providerRefusal(answer.code), { days: input.days });
  }
  const to = answer.subscription.currentPeriodEnd;
  const moved = await applySubscriptionEvent(db, subscription.id, { type: "period_extended", periodEnd: to }, { at: deps.now(), actor: "staff", cause: key });
  if (!moved.ok)
    logSupportFailure("Support proxy: an extension the provider made was not recorded", { customerId: context.customerId, action: "extend", staffId: context.staff.id }, moved.reason);
  const stored = await loadPricePackage(db, subscription.packageId);
  if (stored?.pkg.kind === "subscription")
    await sendAccountEmail(deps, { email: customer.email, locale: customer.locale, product: stored.pkg.product }, { kind: "renewal-moved", nextChargeOn: to }, `support-extend:${subscription.id}:${input.formKey}`);
  return audited(db, "extend", context, { done: true, message: `Extended by ${input.days} days: the next charge moved from ${day(from)} to ${day(to)}.` }, {
    subscriptionId: subscription.id,
    days: input.days,
    from: from.toISOString(),
    to: to.toISOString(),
    moved: moved.ok,
  });
}
