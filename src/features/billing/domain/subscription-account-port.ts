import type { ProviderResult, ProviderSubscription } from "./payment-provider";

/** A saved card as the account page shows it: never more than brand, last four and expiry. */
export type ProviderPaymentMethod = {
  paymentMethodId: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
};

/**
 * What the account page asks of a provider beyond selling (docs/subscription.md, "Provider
 * calls"): a discount on the next renewals, a new card for a subscription (checked without a
 * charge, then the subscription's and the customer's default), a saved card's description, and
 * an extension of the running period (the next charge moves to `periodEnd`, nothing is charged
 * or refunded; docs/billing.md, "Extending a period").
 * Pausing, resuming and cancelling are the payment port's own calls. Every change takes an
 * idempotency key.
 */
export interface SubscriptionAccountPort {
  discountRenewals(input: {
    idempotencyKey: string;
    subscriptionId: string;
    percentOff: number;
    renewals: number;
  }): Promise<ProviderResult<{ subscription: ProviderSubscription }>>;
  replacePaymentMethod(input: {
    idempotencyKey: string;
    customerId: string;
    subscriptionId: string;
    paymentMethodId: string;
  }): Promise<ProviderResult<{ paymentMethod: ProviderPaymentMethod }>>;
  describePaymentMethod(input: {
    paymentMethodId: string;
  }): Promise<ProviderResult<{ paymentMethod: ProviderPaymentMethod | null }>>;
  /**
   * Moves the running period's end (and so the next charge) later to `periodEnd`; answers the
   * subscription with the provider's new period end. Refused for a subscription that is not
   * running (canceled, paused, past due) or whose end cannot move.
   */
  extendPeriod(input: {
    idempotencyKey: string;
    subscriptionId: string;
    periodEnd: Date;
  }): Promise<ProviderResult<{ subscription: ProviderSubscription }>>;
}
