/**
 * Net revenue of a purchase (spec section 9): 0.98 × (0.985 × amount − (0.035 × amount + 0.39)),
 * i.e. after the store's 1.5 % and the payment fee of 3.5 % + 0.39, less 2 %.
 */
export function netRevenue(amount: number): number {
  return 0.98 * (0.985 * amount - (0.035 * amount + 0.39));
}

/** The same rounded to cents, for reporting. */
export function netRevenueInCents(amount: number): number {
  return Math.round(netRevenue(amount) * 100);
}
