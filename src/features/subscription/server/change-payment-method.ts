import "server-only";
import { and, eq } from "drizzle-orm";
import type { PaymentErrorCode } from "@/features/billing/domain/payment-errors";
import { isTerminalSubscriptionStatus } from "@/features/billing/domain/subscription-states";
import type { ProviderPaymentMethod } from "@/features/billing/domain/subscription-account-port";
import { customers, subscriptions } from "@/server/db/schema/billing";
import type { AccountDeps } from "./account-deps";
import { findAccountSubscription } from "./account-subscription";

export type ChangeMethodResult =
  | { ok: true; paymentMethod: ProviderPaymentMethod }
  | { ok: false; code: "no_subscription" | PaymentErrorCode };

/**
 * A new card for the person's subscription (docs/subscription.md, "Payment method"): the
 * provider's form tokenised it in the browser; the provider checks it without a charge and
 * makes it the subscription's card, then it is our customer's saved method too. Keyed by the
 * page's attempt key. Only the signed-in owner's own subscription is found: another person's
 * subscription id reads as none. This is the only place the account's saved card changes.
 */
export async function changePaymentMethod(
  deps: AccountDeps,
  input: { userUuid: string; paymentMethodId: string; idempotencyKey: string; subscriptionId?: string },
): Promise<ChangeMethodResult> {
  const { db } = deps;
  const subscription = input.subscriptionId
    ? ((
        await db
          .select()
          .from(subscriptions)
          .where(and(eq(subscriptions.id, input.subscriptionId), eq(subscriptions.userUuid, input.userUuid)))
      )[0] ?? null)
    : await findAccountSubscription(db, input.userUuid);
  if (!subscription || isTerminalSubscriptionStatus(subscription.status))
    return { ok: false, code: "no_subscription" };
  const [customer] = await db
    .select()
    .from(customers)
    .where(eq(customers.id, subscription.customerId));
  const account = deps.accountPort(subscription.provider);
  if (!customer || !account) return { ok: false, code: "provider_unavailable" };
  const answer = await account.replacePaymentMethod({
    idempotencyKey: `account:${subscription.id}:card:${input.idempotencyKey}`,
    customerId: customer.providerCustomerId,
    subscriptionId: subscription.providerSubscriptionId,
    paymentMethodId: input.paymentMethodId,
  });
  if (!answer.ok) return { ok: false, code: answer.code };
  await db.transaction(async (tx) => {
    await tx
      .update(subscriptions)
      .set({ paymentMethodId: answer.paymentMethod.paymentMethodId, updatedAt: deps.now() })
      .where(eq(subscriptions.id, subscription.id));
    await tx
      .update(customers)
      .set({ paymentMethodId: answer.paymentMethod.paymentMethodId, updatedAt: deps.now() })
      .where(eq(customers.id, customer.id));
  });
  return { ok: true, paymentMethod: answer.paymentMethod };
}
