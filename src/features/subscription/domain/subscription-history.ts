import type { SubscriptionStatus } from "@/features/billing/domain/subscription-states";

/**
 * Which of a person's subscriptions the account page is about, and in which order the others
 * follow (docs/subscription.md, "Several subscriptions"). A plan that is paid for and running
 * always comes first: a later checkout whose first payment is still open (incomplete) or was
 * refused never pushes it out of view. Within one rank the newest comes first.
 */
const rankOf: Record<SubscriptionStatus, number> = {
  active: 0,
  trialing: 0,
  paused: 1,
  past_due: 1,
  incomplete: 2,
  canceled: 3,
  expired: 3,
};

export type HistoryEntry = { id: string; status: SubscriptionStatus; createdAt: Date };

/** The subscriptions in account order: the first is the one the page is about. */
export function orderSubscriptionHistory<T extends HistoryEntry>(entries: readonly T[]): T[] {
  return [...entries].sort(
    (a, b) =>
      rankOf[a.status] - rankOf[b.status] ||
      b.createdAt.getTime() - a.createdAt.getTime() ||
      a.id.localeCompare(b.id),
  );
}

/** Statuses of a subscription that holds the person's plan now (a new checkout would duplicate it). */
export function holdsRunningPlan(status: SubscriptionStatus): boolean {
  return rankOf[status] <= 1;
}
