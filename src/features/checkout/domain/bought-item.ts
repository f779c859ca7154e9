import type { PricePackage } from "@/features/pricing/domain/package";

/** One paid order as the thank-you page lists it. */
export type BoughtItem = {
  orderId: string;
  pkg: PricePackage;
  currency: string;
  amountMinor: number;
};
