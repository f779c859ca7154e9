import type { PaymentErrorCode } from "./payment-errors";
import type {
  OurReferences,
  ProviderEvent,
  ProviderName,
  ProviderSubscriptionStatus,
} from "./provider-event";

/**
 * The payment provider port (docs/billing.md, "The provider port"). Adapters (the offline
 * sandbox, Stripe) implement it; billing code knows only this. Every call that changes
 * something at the provider takes an idempotency key, so repeating it after a timeout or a
 * crash never charges, refunds or cancels twice.
 */
export interface PaymentProvider {
  readonly name: ProviderName;
  createCustomer(
    input: CreateCustomerInput,
  ): Promise<ProviderResult<{ customer: ProviderCustomer }>>;
  findCustomer(
    input: { email: string } | { customerId: string },
  ): Promise<ProviderResult<{ customer: ProviderCustomer | null }>>;
  /**
   * Starts a subscription and takes what is due today: the intro or regular price, or for a
   * free trial a zero-amount confirmation that the saved method works.
   */
  createSubscription(
    input: CreateSubscriptionInput,
  ): Promise<ProviderResult<{ subscription: ProviderSubscription; payment: ProviderPayment }>>;
  /** Charges now with a payment method the provider's own form gave us (we never see card data). */
  confirmPayment(input: ConfirmPaymentInput): Promise<ProviderResult<{ payment: ProviderPayment }>>;
  /** Charges a saved payment method without the customer present (a one-off upsell). */
  chargeOffSession(
    input: ChargeOffSessionInput,
  ): Promise<ProviderResult<{ payment: ProviderPayment }>>;
  /** Refunds a payment: the whole remainder when `amountMinor` is left out, else that part. */
  refund(input: RefundInput): Promise<ProviderResult<{ refund: ProviderRefund }>>;
  cancelSubscription(
    input: CancelSubscriptionInput,
  ): Promise<ProviderResult<{ subscription: ProviderSubscription }>>;
  pauseSubscription(
    input: PauseSubscriptionInput,
  ): Promise<ProviderResult<{ subscription: ProviderSubscription }>>;
  resumeSubscription(
    input: MutatingInput & { subscriptionId: string },
  ): Promise<ProviderResult<{ subscription: ProviderSubscription }>>;
  /**
   * Deletes the customer at the provider with what it holds about them — saved methods, the
   * e-mail, our id — and ends their subscriptions there (docs/privacy.md, "The payment
   * provider"). Deleting twice is harmless: a customer already gone answers `alreadyGone`.
   */
  deleteCustomer(input: { customerId: string }): Promise<ProviderResult<{ alreadyGone: boolean }>>;
  /** Checks the signature over the exact raw body, then normalises the event. */
  parseWebhook(input: {
    rawBody: string;
    headers: Readonly<Record<string, string | undefined>>;
  }): Promise<WebhookParseResult>;
}

export type ProviderFailure = { ok: false; code: PaymentErrorCode; message?: string };
export type ProviderResult<T> = ({ ok: true } & T) | ProviderFailure;

export type WebhookParseResult =
  | { ok: true; event: ProviderEvent }
  /** `ignored`: a genuine event of a type we do not act on (answer 2xx so it is not resent). */
  | { ok: false; code: "invalid_signature" | "malformed_payload" | "ignored"; message?: string };

type MutatingInput = { idempotencyKey: string };

export type ProviderCustomer = { customerId: string; email: string; userUuid: string | null };

export type ProviderPaymentStatus = "succeeded" | "requires_action" | "processing" | "failed";

export type ProviderPayment = {
  paymentId: string;
  status: ProviderPaymentStatus;
  amountMinor: number;
  currency: string;
  /** The saved method the provider will accept for later off-session charges. */
  paymentMethodId: string | null;
  /** Present when `status` is `failed`. */
  failureCode?: PaymentErrorCode;
};

export type ProviderSubscription = {
  subscriptionId: string;
  customerId: string;
  status: ProviderSubscriptionStatus;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
};

export type ProviderRefund = {
  refundId: string;
  paymentId: string;
  amountMinor: number;
  currency: string;
  status: "succeeded" | "pending" | "failed";
};

export type CreateCustomerInput = MutatingInput & { email: string; userUuid: string };

export type BillingInterval = { unit: "day" | "week" | "month" | "year"; count: number };

/**
 * What is charged before the regular price: nothing, an intro price for a number of
 * periods, or a free trial of a number of days.
 */
export type IntroPhase =
  | { kind: "none" }
  | { kind: "intro_price"; amountMinor: number; periods: number }
  | { kind: "free_trial"; days: number };

export type CreateSubscriptionInput = MutatingInput & {
  customerId: string;
  paymentMethodId: string;
  currency: string;
  interval: BillingInterval;
  intro: IntroPhase;
  regularAmountMinor: number;
  /** Our package id, shown in the provider's dashboard and echoed in events. */
  packageId: string;
  references: OurReferences;
};

export type ConfirmPaymentInput = MutatingInput & {
  customerId: string;
  paymentMethodId: string;
  amountMinor: number;
  currency: string;
  /** Keep the method for later off-session charges (upsells, renewals). */
  saveForLater: boolean;
  description: string;
  references: OurReferences;
};

export type ChargeOffSessionInput = MutatingInput & {
  customerId: string;
  paymentMethodId: string;
  amountMinor: number;
  currency: string;
  description: string;
  references: OurReferences;
};

export type RefundInput = MutatingInput & {
  paymentId: string;
  amountMinor?: number;
  reason: "requested_by_customer" | "duplicate" | "fraudulent";
};

export type CancelSubscriptionInput = MutatingInput & {
  subscriptionId: string;
  when: "period_end" | "now";
};

export type PauseSubscriptionInput = MutatingInput & {
  subscriptionId: string;
  resumesAt: Date | null;
};
