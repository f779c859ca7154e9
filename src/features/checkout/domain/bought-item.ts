import type { PricePackage } from "@/features/pricing/domain/package";

/** One paid order as the thank-you page lists it. */
export type BoughtItem = {
  orderId: string;
  pkg: PricePackage;
  currency: string;
  amountMinor: number;
  /** The processor has not confirmed this add-on's charge yet (its receipt follows by e-mail). */
  pending: boolean;
};
