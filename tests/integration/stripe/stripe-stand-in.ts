import {
  startStandInServer,
  type RecordedRequest,
  type StandInAnswer,
  type StandInServer,
} from "../../helpers/stand-in-server";
import { parseFormBody } from "./form-body";
import {
  attemptWith,
  cardError,
  intentStatusOf,
  lastPaymentError,
} from "./stripe-stand-in-payments";
import {
  createStandInStore,
  invalid,
  missing,
  type Answer,
  type Form,
  type Json,
} from "./stripe-stand-in-store";
import { expanded, startSubscription } from "./stripe-stand-in-subscriptions";

/** One call the SDK made, its form body read back into objects. */
export type StripeCall = RecordedRequest & { form: Form; idempotencyKey: string | undefined };

export type StripeStandIn = {
  connection: { host: string; port: number; protocol: "http" };
  calls: (method?: string, path?: string | RegExp) => StripeCall[];
  /** The next `times` requests get this answer instead (Stripe down, rate limited…). */
  failNext: (answer: StandInAnswer, times?: number) => void;
  objects: Record<string, Map<string, Json>>;
  now: number;
  close: () => Promise<void>;
};

/**
 * A local stand-in for Stripe's REST API, for the calls our adapter makes: form-encoded
 * requests in, JSON objects in Stripe's shapes out, `Idempotency-Key` honoured (the same key
 * answers the first answer again; the same key with other parameters is refused).
 */
/** A test card's PaymentMethod (`pm_card_visa` → a Visa ending in 4242). */
function cardMethod(id: string): Json {
  const brand = id.replace(/^pm_card_/, "").replace(/_.*/, "");
  const known: Record<string, string> = { visa: "4242", mastercard: "4444", jcb: "0000" };
  return {
    id,
    object: "payment_method",
    type: "card",
    card: {
      brand: known[brand] ? brand : "visa",
      last4: known[brand] ?? "4242",
      exp_month: 12,
      exp_year: 2034,
    },
  };
}

export async function startStripeStandIn(now = 1_795_000_000): Promise<StripeStandIn> {
  const standInStore = createStandInStore(now);
  const { objects, nextId, store, paymentIntent } = standInStore;
  const replays = new Map<string, { body: string; answer: Answer }>();
  const failures: StandInAnswer[] = [];
  function createPaymentIntent(form: Form): Answer {
    if (form.confirm !== "true") return { body: paymentIntent(form, null) };
    const attempt = attemptWith(String(form.payment_method), form.off_session === "true");
    const intent = paymentIntent(form, attempt);
    if (attempt.kind === "declined") return cardError(attempt, intent);
    return { body: intent };
  }

  function createSetupIntent(form: Form): Answer {
    const attempt =
      form.confirm === "true" ? attemptWith(String(form.payment_method), false) : null;
    const id = nextId("seti");
    const intent = store("setup_intents", {
      id,
      object: "setup_intent",
      customer: form.customer ?? null,
      payment_method: form.payment_method ?? null,
      status: attempt ? intentStatusOf(attempt) : "requires_payment_method",
      usage: form.usage ?? "off_session",
      client_secret: `${id}_secret_standin`,
      last_setup_error: attempt ? lastPaymentError(attempt) : null,
      metadata: form.metadata ?? {},
    });
    if (attempt?.kind === "declined") return cardError(attempt);
    return { body: intent };
  }

  function route(request: RecordedRequest, form: Form): Answer {
    const { method, path, query } = request;
    const [, , kind, id, action] = path.split("/");
    const object = id ? objects[kind ?? ""]?.get(id) : undefined;
    if (method === "POST" && kind === "customers" && !id)
      return {
        body: store("customers", {
          id: nextId("cus"),
          object: "customer",
          email: form.email ?? null,
          metadata: form.metadata ?? {},
        }),
      };
    if (method === "GET" && kind === "customers" && !id) {
      const email = query.get("email");
      const found = [...objects.customers!.values()]
        .filter((customer) => customer.email === email)
        .reverse();
      return {
        body: {
          object: "list",
          data: found.slice(0, Number(query.get("limit") ?? 10)),
          has_more: false,
        },
      };
    }
    if (method === "POST" && kind === "customers" && id) {
      if (!object) return missing("customer");
      if (form.invoice_settings !== undefined) object.invoice_settings = form.invoice_settings;
      return { body: object };
    }
    if (method === "DELETE" && kind === "customers" && id) {
      // Stripe deletes the customer's saved methods and cancels its subscriptions at once.
      if (!object) return missing("customer");
      objects.customers!.delete(id);
      for (const subscription of objects.subscriptions?.values() ?? [])
        if (subscription.customer === id) subscription.status = "canceled";
      return { body: { id, object: "customer", deleted: true } };
    }
    if (method === "GET" && kind === "payment_methods" && id) return { body: cardMethod(id) };
    if (method === "POST" && kind === "coupons")
      return {
        body: store("coupons", {
          id: nextId("coupon"),
          object: "coupon",
          percent_off: Number(form.percent_off),
          duration: form.duration,
          duration_in_months: form.duration_in_months ? Number(form.duration_in_months) : null,
        }),
      };
    if (method === "GET" && kind && id && !action)
      return object
        ? { body: kind === "subscriptions" ? expanded(standInStore, object, query) : object }
        : missing(kind);
    if (method === "POST" && kind === "products")
      return objects.products!.has(String(form.id))
        ? invalid("resource_already_exists", "Product already exists.")
        : {
            body: store("products", {
              id: form.id,
              object: "product",
              name: form.name,
              metadata: form.metadata ?? {},
            }),
          };
    if (method === "POST" && kind === "prices" && !id) {
      if (!objects.products!.has(String(form.product))) return missing("product");
      const recurring = form.recurring as Form | undefined;
      return {
        body: store("prices", {
          id: nextId("price"),
          object: "price",
          product: form.product,
          currency: form.currency,
          unit_amount: Number(form.unit_amount),
          nickname: form.nickname ?? null,
          type: recurring ? "recurring" : "one_time",
          recurring: recurring
            ? { interval: recurring.interval, interval_count: Number(recurring.interval_count) }
            : null,
          metadata: form.metadata ?? {},
        }),
      };
    }
    if (method === "POST" && kind === "payment_intents" && !id) return createPaymentIntent(form);
    if (method === "POST" && kind === "setup_intents" && !id) return createSetupIntent(form);
    if (method === "POST" && kind === "subscriptions" && !id) {
      const subscription = startSubscription(standInStore, form, (form.items as Form[])[0]!, {});
      return { body: expanded(standInStore, subscription, form) };
    }
    if (method === "POST" && kind === "subscription_schedules" && !id) {
      const phases = form.phases as Form[];
      const scheduleId = nextId("sub_sched");
      const subscription = startSubscription(
        standInStore,
        {
          ...form,
          default_payment_method: (form.default_settings as Form).default_payment_method!,
          metadata: phases[0]!.metadata ?? {},
        },
        (phases[0]!.items as Form[])[0]!,
        { schedule: scheduleId },
      );
      return {
        body: store("subscription_schedules", {
          id: scheduleId,
          object: "subscription_schedule",
          status: "active",
          customer: form.customer,
          subscription: subscription.id,
          end_behavior: form.end_behavior,
          metadata: form.metadata ?? {},
        }),
      };
    }
    if (method === "POST" && kind === "subscription_schedules" && action === "release") {
      if (!object) return missing("subscription_schedule");
      object.status = "released";
      const subscription = objects.subscriptions!.get(object.subscription as string)!;
      subscription.schedule = null;
      return { body: object };
    }
    if (method === "POST" && kind === "subscriptions" && id) {
      if (!object) return missing("subscription");
      if (form.cancel_at_period_end !== undefined && object.schedule)
        return invalid(
          "subscription_schedule_managed",
          "The subscription is managed by a subscription schedule.",
        );
      if (form.trial_end !== undefined) {
        // Stripe's way to push the next charge out: the subscription trials until then, its
        // current period runs from now to the trial's end, and nothing is prorated or charged.
        if (object.schedule)
          return invalid(
            "subscription_schedule_managed",
            "The subscription is managed by a subscription schedule.",
          );
        const trialEnd = Number(form.trial_end);
        if (!Number.isInteger(trialEnd) || trialEnd <= now)
          return invalid(
            "parameter_invalid_integer",
            "Invalid timestamp: must be an integer Unix timestamp in the future.",
          );
        const [item] = (object.items as { data: Json[] }).data;
        Object.assign(object, { status: "trialing", trial_end: trialEnd });
        Object.assign(item!, { current_period_start: now, current_period_end: trialEnd });
      }
      if (form.cancel_at_period_end !== undefined)
        object.cancel_at_period_end = form.cancel_at_period_end === "true";
      if (form.default_payment_method !== undefined)
        object.default_payment_method = form.default_payment_method;
      if (form.discounts !== undefined)
        object.discounts = (form.discounts as Form[]).map((discount) => discount.coupon);
      if (form.pause_collection !== undefined) {
        const pause = form.pause_collection;
        object.pause_collection =
          pause === ""
            ? null
            : {
                behavior: (pause as Form).behavior,
                resumes_at: (pause as Form).resumes_at ? Number((pause as Form).resumes_at) : null,
              };
      }
      return { body: object };
    }
    if (method === "DELETE" && kind === "subscriptions" && id) {
      if (!object) return missing("subscription");
      Object.assign(object, { status: "canceled", canceled_at: now, ended_at: now });
      return { body: object };
    }
    if (method === "POST" && kind === "refunds") {
      const intent = objects.payment_intents!.get(String(form.payment_intent));
      if (!intent) return missing("payment_intent");
      const refunded = [...objects.refunds!.values()]
        .filter((refund) => refund.payment_intent === intent.id)
        .reduce((sum, refund) => sum + (refund.amount as number), 0);
      const left = (intent.amount_received as number) - refunded;
      if (left <= 0) return invalid("charge_already_refunded", "Charge has already been refunded.");
      const amount = form.amount === undefined ? left : Number(form.amount);
      if (amount > left)
        return invalid(
          "amount_too_large",
          "Refund amount is greater than unrefunded amount on charge.",
        );
      return {
        body: store("refunds", {
          id: nextId("re"),
          object: "refund",
          amount,
          currency: intent.currency,
          status: "succeeded",
          payment_intent: intent.id,
          charge: null,
          reason: form.reason ?? null,
          created: now,
        }),
      };
    }
    if (method === "GET" && kind === "invoice_payments") {
      const invoice = objects.invoices!.get(query.get("invoice") ?? "");
      return {
        body: {
          object: "list",
          data: invoice ? (invoice.payments as { data: Json[] }).data : [],
          has_more: false,
        },
      };
    }
    return invalid("unknown_route", `The stand-in does not answer ${method} ${path}`);
  }

  const server: StandInServer = await startStandInServer((request) => {
    const failure = failures.shift();
    if (failure) return failure;
    const form = parseFormBody(request.body);
    const key = headerOf(request, "idempotency-key");
    const replay = key ? replays.get(key) : undefined;
    if (replay && replay.body !== request.body)
      return {
        status: 400,
        body: {
          error: {
            type: "idempotency_error",
            message:
              "Keys for idempotent requests can only be used with the same parameters they were first used with.",
          },
        },
      };
    if (replay) return { ...replay.answer, headers: { "Idempotent-Replayed": "true" } };
    const answer = route(request, form);
    if (key && request.method === "POST")
      replays.set(key, {
        body: request.body,
        answer: { status: answer.status, body: JSON.parse(JSON.stringify(answer.body)) as Json },
      });
    return answer;
  });
  const url = new URL(server.url);
  return {
    connection: { host: url.hostname, port: Number(url.port), protocol: "http" },
    calls: (method, path) =>
      server.requests
        .filter(
          (request) =>
            (!method || request.method === method) &&
            (!path || (typeof path === "string" ? request.path === path : path.test(request.path))),
        )
        .map((request) => ({
          ...request,
          form: parseFormBody(request.body),
          idempotencyKey: headerOf(request, "idempotency-key"),
        })),
    failNext: (answer, times = 1) => {
      for (let i = 0; i < times; i += 1) failures.push(answer);
    },
    objects,
    now,
    close: () => server.close(),
  };
}

function headerOf(request: RecordedRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}
