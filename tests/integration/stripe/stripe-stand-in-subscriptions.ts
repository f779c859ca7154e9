import { attemptWith } from "./stripe-stand-in-payments";
import type { Form, Json, StandInStore } from "./stripe-stand-in-store";

const days = { day: 1, week: 7, month: 30, year: 365 } as const;

/** A subscription and its first invoice, paid now (or a zero invoice for a trial). */
export function startSubscription(
  { store, nextId, paymentIntent, now }: StandInStore,
  form: Form,
  item: Form,
  extra: Json,
): Json {
  const price = item.price_data as Form;
  const recurring = price.recurring as Form;
  const trialDays = form.trial_period_days ? Number(form.trial_period_days) : 0;
  const periodDays =
    days[recurring.interval as keyof typeof days] * Number(recurring.interval_count);
  const end = now + 86_400 * (trialDays || periodDays);
  const id = nextId("sub");
  const invoiceId = nextId("in");
  const amount = trialDays ? 0 : Number(price.unit_amount);
  let status = trialDays ? "trialing" : "active";
  const payments: Json[] = [];
  if (amount > 0) {
    const attempt = attemptWith(String(form.default_payment_method), false);
    const intent = paymentIntent(
      {
        amount: String(amount),
        currency: price.currency!,
        customer: form.customer!,
        payment_method: form.default_payment_method!,
      },
      attempt,
      invoiceId,
    );
    payments.push({
      id: nextId("inpay"),
      object: "invoice_payment",
      created: now,
      payment: { type: "payment_intent", payment_intent: intent.id },
    });
    if (attempt.kind !== "succeeded") status = "incomplete";
  }
  store("invoices", {
    id: invoiceId,
    object: "invoice",
    customer: form.customer,
    amount_due: amount,
    attempt_count: amount > 0 ? 1 : 0,
    next_payment_attempt: null,
    amount_paid: status === "incomplete" ? 0 : amount,
    currency: price.currency,
    status: status === "incomplete" ? "open" : "paid",
    parent: {
      type: "subscription_details",
      subscription_details: { subscription: id, metadata: form.metadata ?? {} },
    },
    lines: { object: "list", data: [{ id: nextId("il"), amount, period: { start: now, end } }] },
    period_start: now,
    period_end: now,
    payments: { object: "list", data: payments, has_more: false },
  });
  return store("subscriptions", {
    id,
    object: "subscription",
    customer: form.customer,
    status,
    cancel_at_period_end: false,
    pause_collection: null,
    default_payment_method: form.default_payment_method ?? null,
    metadata: form.metadata ?? {},
    start_date: now,
    trial_end: trialDays ? end : null,
    canceled_at: null,
    ended_at: null,
    schedule: null,
    latest_invoice: invoiceId,
    items: {
      object: "list",
      data: [
        {
          id: nextId("si"),
          object: "subscription_item",
          current_period_start: now,
          current_period_end: end,
          price: {
            id: nextId("price"),
            currency: price.currency,
            unit_amount: Number(price.unit_amount),
            product: price.product,
            recurring: {
              interval: recurring.interval,
              interval_count: Number(recurring.interval_count),
            },
          },
        },
      ],
    },
    ...extra,
  });
}

export function expanded(
  { objects }: StandInStore,
  subscription: Json,
  form: Form | URLSearchParams,
): Json {
  const expand =
    form instanceof URLSearchParams
      ? form.getAll("expand[]").concat(form.getAll("expand[0]"))
      : ((form.expand as string[]) ?? []);
  if (!expand.some((path) => path.startsWith("latest_invoice"))) return subscription;
  const invoice = { ...objects.invoices!.get(subscription.latest_invoice as string) };
  if (!expand.includes("latest_invoice.payments")) delete invoice.payments;
  return { ...subscription, latest_invoice: invoice };
}
