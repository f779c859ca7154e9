import { createHmac, timingSafeEqual } from "node:crypto";
import type { PaymentErrorCode } from "@/features/billing/domain/payment-errors";
import type {
  PaymentProvider,
  ProviderPayment,
  ProviderResult,
  ProviderSubscription,
} from "@/features/billing/domain/payment-provider";
import type { ProviderEvent } from "@/features/billing/domain/provider-event";
import { providerEventSchema } from "@/features/billing/domain/provider-event-schema";

/**
 * An in-memory payment provider for tests, behaving like a real one where billing relies on
 * it: a repeated idempotency key replays the first answer without charging again, and webhook
 * bodies are signed (HMAC-SHA256) and checked over the raw body. Test cards decide outcomes.
 */
export const testCards = {
  ok: "pm_card_ok",
  declined: "pm_card_declined",
  insufficientFunds: "pm_card_insufficient",
  needsAuthentication: "pm_card_3ds",
} as const;

const refusals: Record<string, PaymentErrorCode> = {
  [testCards.declined]: "card_declined",
  [testCards.insufficientFunds]: "insufficient_funds",
};
const dayMs = 86_400_000;
const signatureHeader = "x-stand-in-signature";

export type StandInProvider = PaymentProvider & {
  /** Every charge that moved money (replays excluded). */
  charges: ProviderPayment[];
  /** Every subscription created (replays excluded). */
  subscriptions: ProviderSubscription[];
  /** A signed delivery of an event, as the provider would post it. */
  deliver(event: ProviderEvent): { rawBody: string; headers: Record<string, string> };
};

export function createStandInProvider(options: {
  now: () => Date;
  secret?: string;
}): StandInProvider {
  const secret = options.secret ?? "whsec_test";
  const replays = new Map<string, unknown>();
  const charges: ProviderPayment[] = [];
  const subscriptions: ProviderSubscription[] = [];
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_${(++counter).toString().padStart(6, "0")}`;

  async function once<T>(key: string, run: () => T): Promise<T> {
    if (!replays.has(key)) replays.set(key, run());
    return structuredClone(replays.get(key)) as T;
  }

  function charge(methodId: string, amountMinor: number, currency: string): ProviderPayment {
    const refusal = refusals[methodId];
    const payment: ProviderPayment = {
      paymentId: nextId("pay"),
      status: refusal
        ? "failed"
        : methodId === testCards.needsAuthentication
          ? "requires_action"
          : "succeeded",
      amountMinor,
      currency,
      paymentMethodId: refusal ? null : methodId,
      ...(refusal && { failureCode: refusal }),
    };
    if (payment.status === "succeeded") charges.push(payment);
    return payment;
  }

  const sign = (body: string) => createHmac("sha256", secret).update(body).digest("hex");

  const subscriptionChange = (
    subscriptionId: string,
    change: Partial<ProviderSubscription>,
  ): ProviderResult<{ subscription: ProviderSubscription }> => ({
    ok: true,
    subscription: {
      subscriptionId,
      customerId: "cus_unknown",
      status: "active",
      currentPeriodStart: options.now(),
      currentPeriodEnd: new Date(options.now().getTime() + 30 * dayMs),
      cancelAtPeriodEnd: false,
      ...change,
    },
  });

  return {
    name: "sandbox",
    charges,
    subscriptions,
    createCustomer: (input) =>
      once(input.idempotencyKey, () => ({
        ok: true as const,
        customer: { customerId: nextId("cus"), email: input.email, userUuid: input.userUuid },
      })),
    findCustomer: async () => ({ ok: true, customer: null }),
    deleteCustomer: async () => ({ ok: true, alreadyGone: true }),
    createSubscription: (input) =>
      once(
        input.idempotencyKey,
        (): ProviderResult<{ subscription: ProviderSubscription; payment: ProviderPayment }> => {
          const start = options.now();
          const trial = input.intro.kind === "free_trial";
          const due =
            input.intro.kind === "free_trial"
              ? 0
              : input.intro.kind === "intro_price"
                ? input.intro.amountMinor
                : input.regularAmountMinor;
          const payment = charge(input.paymentMethodId, due, input.currency);
          if (payment.status === "failed")
            return { ok: false, code: payment.failureCode ?? "processing_error" };
          const days =
            trial && input.intro.kind === "free_trial"
              ? input.intro.days
              : input.interval.unit === "week"
                ? 7 * input.interval.count
                : 30 * input.interval.count;
          const subscription: ProviderSubscription = {
            subscriptionId: nextId("sub"),
            customerId: input.customerId,
            status: trial ? "trialing" : payment.status === "succeeded" ? "active" : "incomplete",
            currentPeriodStart: start,
            currentPeriodEnd: new Date(start.getTime() + days * dayMs),
            cancelAtPeriodEnd: false,
          };
          subscriptions.push(subscription);
          return { ok: true, payment, subscription };
        },
      ),
    confirmPayment: (input) =>
      once(input.idempotencyKey, () => ({
        ok: true as const,
        payment: charge(input.paymentMethodId, input.amountMinor, input.currency),
      })),
    chargeOffSession: (input) =>
      once(input.idempotencyKey, () => ({
        ok: true as const,
        payment: charge(input.paymentMethodId, input.amountMinor, input.currency),
      })),
    refund: (input) =>
      once(input.idempotencyKey, () => {
        const paid = charges.find((c) => c.paymentId === input.paymentId);
        if (!paid) return { ok: false as const, code: "not_found" as const };
        const amountMinor = input.amountMinor ?? paid.amountMinor;
        return {
          ok: true as const,
          refund: {
            refundId: nextId("re"),
            paymentId: paid.paymentId,
            amountMinor,
            currency: paid.currency,
            status: "succeeded" as const,
          },
        };
      }),
    cancelSubscription: (input) =>
      once(input.idempotencyKey, () =>
        subscriptionChange(
          input.subscriptionId,
          input.when === "now" ? { status: "canceled" } : { cancelAtPeriodEnd: true },
        ),
      ),
    pauseSubscription: (input) =>
      once(input.idempotencyKey, () =>
        subscriptionChange(input.subscriptionId, { status: "paused" }),
      ),
    resumeSubscription: (input) =>
      once(input.idempotencyKey, () =>
        subscriptionChange(input.subscriptionId, { status: "active" }),
      ),
    async parseWebhook({ rawBody, headers }) {
      const given = Buffer.from(headers[signatureHeader] ?? "", "hex");
      const expected = Buffer.from(sign(rawBody), "hex");
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        return { ok: false, code: "invalid_signature" };
      let json: unknown;
      try {
        json = JSON.parse(rawBody);
      } catch {
        return { ok: false, code: "malformed_payload" };
      }
      const parsed = providerEventSchema.safeParse(json);
      return parsed.success
        ? { ok: true, event: parsed.data }
        : { ok: false, code: "malformed_payload" };
    },
    deliver(event) {
      const rawBody = JSON.stringify(event);
      return {
        rawBody,
        headers: { [signatureHeader]: sign(rawBody), "content-type": "application/json" },
      };
    },
  };
}
