import "server-only";
import type {
  ChargeOffSessionInput,
  PaymentProvider,
  ProviderFailure,
  ProviderPayment,
  ProviderSubscription,
} from "@/features/billing/domain/payment-provider";
import type { PaymentErrorCode } from "@/features/billing/domain/payment-errors";
import { createCustomer, findCustomer } from "./sandbox-cards";
import { deleteCustomer } from "./sandbox-customer-deletion";
import { normaliseSandboxEvent } from "./normalise-sandbox-event";
import type { CustomerObject, PaymentIntentObject, SubscriptionObject } from "./sandbox-objects";
import { confirmPayment } from "./sandbox-payments";
import { createRefund } from "./sandbox-refunds";
import type { SandboxAnswer, SandboxDeps } from "./sandbox-runtime";
import { changeSubscription, createSubscription } from "./sandbox-subscriptions";
import { signatureHeader, verifySignature } from "./webhook-signature";

/**
 * The billing provider port over the offline sandbox processor (docs/billing.md, "The sandbox
 * provider"): each call is one keyed request to the processor, its answer translated; webhooks
 * are checked with the processor's signature and normalised.
 */
export function createSandboxProvider(
  deps: SandboxDeps & { webhookSecret: () => Uint8Array },
): PaymentProvider {
  // A first payment and an off-session charge are the same keyed request to the processor.
  const charge = async (input: ChargeOffSessionInput, offSession: boolean) => {
    const answer = await confirmPayment(deps, {
      idempotencyKey: input.idempotencyKey,
      customerId: input.customerId,
      paymentMethodId: input.paymentMethodId,
      amountMinor: input.amountMinor,
      currency: input.currency,
      description: input.description,
      metadata: metadataOf(input.references),
      offSession,
    });
    return answer.ok ? { ok: true as const, payment: paymentOf(answer.value) } : failure(answer);
  };
  return {
    name: "sandbox",
    async createCustomer(input) {
      const answer = await createCustomer(deps, input);
      return answer.ok ? { ok: true, customer: customerOf(answer.value) } : failure(answer);
    },
    async findCustomer(input) {
      const found = await findCustomer(deps.db, input);
      return { ok: true, customer: found ? customerOf(found) : null };
    },
    async deleteCustomer(input) {
      const answer = await deleteCustomer(deps, input);
      return answer.ok ? { ok: true, alreadyGone: answer.value.alreadyGone } : failure(answer);
    },
    async createSubscription(input) {
      const answer = await createSubscription(deps, {
        idempotencyKey: input.idempotencyKey,
        customerId: input.customerId,
        paymentMethodId: input.paymentMethodId,
        currency: input.currency,
        interval: input.interval,
        intro: input.intro,
        regularAmountMinor: input.regularAmountMinor,
        packageId: input.packageId,
        metadata: metadataOf(input.references),
      });
      if (!answer.ok) return failure(answer);
      return {
        ok: true,
        subscription: subscriptionOf(answer.value.subscription),
        payment: paymentOf(answer.value.payment),
      };
    },
    confirmPayment: (input) => charge(input, false),
    chargeOffSession: (input) => charge(input, true),
    async refund(input) {
      const answer = await createRefund(deps, {
        idempotencyKey: input.idempotencyKey,
        paymentIntentId: input.paymentId,
        amountMinor: input.amountMinor,
        reason: input.reason,
      });
      if (!answer.ok) return failure(answer);
      const refund = answer.value;
      return {
        ok: true,
        refund: {
          refundId: refund.id,
          paymentId: refund.payment_intent,
          amountMinor: refund.amount,
          currency: refund.currency,
          status: refund.status,
        },
      };
    },
    async cancelSubscription(input) {
      return subscriptionAnswer(
        await changeSubscription(deps, {
          idempotencyKey: input.idempotencyKey,
          subscriptionId: input.subscriptionId,
          change: { kind: "cancel", when: input.when },
        }),
      );
    },
    async pauseSubscription(input) {
      return subscriptionAnswer(
        await changeSubscription(deps, {
          idempotencyKey: input.idempotencyKey,
          subscriptionId: input.subscriptionId,
          change: { kind: "pause", resumesAt: input.resumesAt?.toISOString() ?? null },
        }),
      );
    },
    async resumeSubscription(input) {
      return subscriptionAnswer(
        await changeSubscription(deps, {
          idempotencyKey: input.idempotencyKey,
          subscriptionId: input.subscriptionId,
          change: { kind: "resume" },
        }),
      );
    },
    async parseWebhook({ rawBody, headers }) {
      const checked = verifySignature(
        deps.webhookSecret(),
        rawBody,
        headers[signatureHeader],
        deps.now(),
      );
      if (!checked.ok) return { ok: false, code: "invalid_signature", message: checked.reason };
      return normaliseSandboxEvent(rawBody);
    },
  };
}

function failure(answer: Extract<SandboxAnswer<unknown>, { ok: false }>): ProviderFailure {
  return { ok: false, code: answer.code, message: answer.message };
}

function subscriptionAnswer(answer: SandboxAnswer<SubscriptionObject>) {
  return answer.ok
    ? { ok: true as const, subscription: subscriptionOf(answer.value) }
    : failure(answer);
}

function metadataOf(references: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(references).filter((entry): entry is [string, string] => !!entry[1]),
  );
}

function customerOf(customer: CustomerObject) {
  return { customerId: customer.id, email: customer.email, userUuid: customer.user_uuid };
}

/** A processor subscription in the port's terms (the account port answers it too). */
export function subscriptionOf(subscription: SubscriptionObject): ProviderSubscription {
  return {
    subscriptionId: subscription.id,
    customerId: subscription.customer,
    status: subscription.status,
    currentPeriodStart: new Date(subscription.current_period_start),
    currentPeriodEnd: new Date(subscription.current_period_end),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
  };
}

function paymentOf(intent: PaymentIntentObject): ProviderPayment {
  return {
    paymentId: intent.id,
    status: intent.status,
    amountMinor: intent.amount,
    currency: intent.currency,
    paymentMethodId: intent.payment_method,
    ...(intent.failure_code ? { failureCode: intent.failure_code as PaymentErrorCode } : {}),
  };
}
