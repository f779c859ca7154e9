import "server-only";
import type { ProviderFailure } from "@/features/billing/domain/payment-provider";
import type {
  ProviderPaymentMethod,
  SubscriptionAccountPort,
} from "@/features/billing/domain/subscription-account-port";
import {
  describeCard,
  discountSubscription,
  extendSubscriptionPeriod,
  replaceSubscriptionCard,
  type CardObject,
} from "./sandbox-account";
import { subscriptionOf } from "./sandbox-provider";
import type { SandboxAnswer, SandboxDeps } from "./sandbox-runtime";

/** The account calls over the sandbox processor (docs/subscription.md, "Provider calls"). */
export function createSandboxAccountPort(deps: SandboxDeps): SubscriptionAccountPort {
  return {
    async discountRenewals(input) {
      const answer = await discountSubscription(deps, input);
      return answer.ok ? { ok: true, subscription: subscriptionOf(answer.value) } : failure(answer);
    },
    async extendPeriod({ periodEnd, ...input }) {
      const answer = await extendSubscriptionPeriod(deps, {
        ...input,
        periodEnd: periodEnd.toISOString(),
      });
      return answer.ok ? { ok: true, subscription: subscriptionOf(answer.value) } : failure(answer);
    },
    async replacePaymentMethod(input) {
      const answer = await replaceSubscriptionCard(deps, input);
      return answer.ok ? { ok: true, paymentMethod: methodOf(answer.value) } : failure(answer);
    },
    async describePaymentMethod({ paymentMethodId }) {
      const card = await describeCard(deps.db, paymentMethodId);
      return { ok: true, paymentMethod: card ? methodOf(card) : null };
    },
  };
}

function methodOf(card: CardObject): ProviderPaymentMethod {
  return {
    paymentMethodId: card.id,
    brand: card.brand,
    last4: card.last4,
    expMonth: card.exp_month,
    expYear: card.exp_year,
  };
}

function failure(answer: Extract<SandboxAnswer<unknown>, { ok: false }>): ProviderFailure {
  return { ok: false, code: answer.code, message: answer.message };
}
