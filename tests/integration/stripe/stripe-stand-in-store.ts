import type { FormValue } from "./form-body";
import { intentStatusOf, lastPaymentError, type Attempt } from "./stripe-stand-in-payments";

export type Json = Record<string, unknown>;
export type Form = Record<string, FormValue>;
export type Answer = { status?: number; body: Json };

export type StandInStore = ReturnType<typeof createStandInStore>;

/** The stand-in's objects by kind (Stripe's path names), its ids and its fixed clock. */
export function createStandInStore(now: number) {
  const objects: Record<string, Map<string, Json>> = {
    customers: new Map(),
    products: new Map(),
    prices: new Map(),
    payment_intents: new Map(),
    setup_intents: new Map(),
    subscriptions: new Map(),
    subscription_schedules: new Map(),
    invoices: new Map(),
    refunds: new Map(),
    coupons: new Map(),
  };
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_test${String(++counter).padStart(4, "0")}`;
  const store = (kind: string, object: Json) => {
    objects[kind]!.set(object.id as string, object);
    return object;
  };

  /** A PaymentIntent as an attempt left it (not confirmed yet when there was none). */
  function paymentIntent(form: Form, attempt: Attempt | null, invoice?: string): Json {
    const amount = Number(form.amount);
    const status = attempt ? intentStatusOf(attempt) : "requires_payment_method";
    const id = nextId("pi");
    return store("payment_intents", {
      id,
      object: "payment_intent",
      amount,
      amount_received: status === "succeeded" ? amount : 0,
      currency: form.currency,
      customer: form.customer ?? null,
      payment_method: form.payment_method ?? null,
      status,
      client_secret: `${id}_secret_standin`,
      description: form.description ?? null,
      metadata: form.metadata ?? {},
      last_payment_error: attempt ? lastPaymentError(attempt) : null,
      setup_future_usage: form.setup_future_usage ?? null,
      created: now,
      ...(invoice && { invoice }),
    });
  }

  return { objects, nextId, store, paymentIntent, now };
}

export function missing(what: string): Answer {
  return {
    status: 404,
    body: {
      error: {
        type: "invalid_request_error",
        code: "resource_missing",
        message: `No such ${what}`,
      },
    },
  };
}

export function invalid(code: string, message: string): Answer {
  return { status: 400, body: { error: { type: "invalid_request_error", code, message } } };
}
