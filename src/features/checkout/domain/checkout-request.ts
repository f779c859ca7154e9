/**
 * What the browser may send to buy a package (docs/billing.md, "What the client may send"):
 * which package, in which currency, and the amount it showed — the last only so a stale or
 * tampered page is caught. The amount charged always comes from the stored package.
 */
export type CheckoutRequest = {
  packageId: string;
  currency: string;
  /** The amount due today the page showed, in minor units. Compared, never charged. */
  shownAmountMinor: number;
  /** The provider's token for the payment method its own form collected. */
  paymentMethodId: string;
  /** Chosen by the page once per checkout; a resubmission reuses it and makes no second order. */
  idempotencyKey: string;
};
