/**
 * The day a person's goal date counts from (docs/meal-plan.md, "Goal date"): the UTC day of the
 * purchase, the day the paywall promised the date, which counted from its own UTC today. Before
 * a purchase is known, `fallback` (YYYY-MM-DD). A fixed day, not the planned week's Monday: the
 * goal date the account shows stays the one the paywall showed, week after week.
 */
export function goalStartDay(purchasedAt: Date | null, fallback: string): string {
  return purchasedAt ? purchasedAt.toISOString().slice(0, 10) : fallback;
}
