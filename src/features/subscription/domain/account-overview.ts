import type { ProviderPaymentMethod } from "@/features/billing/domain/subscription-account-port";
import type { SubscriptionStatus } from "@/features/billing/domain/subscription-states";
import type { PricePackage } from "@/features/pricing/domain/package";
import type { StatusView } from "./next-charge";

/** One invoice as its owner sees it. */
export type OwnedInvoice = {
  id: string;
  number: string;
  status: "open" | "paid" | "failed" | "void";
  amountMinor: number;
  currency: string;
  periodStart: Date | null;
  periodEnd: Date | null;
  paidAt: Date | null;
  createdAt: Date;
  packageId: string;
};

/** Another subscription of the same person, as the account page lists it. */
export type OtherSubscription = {
  subscriptionId: string;
  status: SubscriptionStatus;
  view: StatusView;
  pkg: PricePackage | null;
  currentPeriodEnd: Date;
  startedAt: Date;
};

/** Everything the account page shows about one subscription. */
export type AccountOverview = {
  subscriptionId: string;
  status: SubscriptionStatus;
  view: StatusView;
  pkg: PricePackage | null;
  currency: string;
  currentPeriodEnd: Date;
  nextCharge: { at: Date; amountMinor: number } | null;
  /** What the next renewal costs before any discount (null: no price in this currency). */
  renewalAmountMinor: number | null;
  discount: { percentOff: number; renewalsLeft: number } | null;
  paymentMethod: ProviderPaymentMethod | null;
  /** The person's paid invoices of every subscription they have, newest first. */
  invoices: OwnedInvoice[];
  /** The person's other subscriptions, in account order (docs/subscription.md, "Several subscriptions"). */
  others: OtherSubscription[];
  /** Whether the cancel flow can run (not ended, not already set to cancel). */
  cancellable: boolean;
};
