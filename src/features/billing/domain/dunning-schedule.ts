/**
 * Dunning for sandbox renewals (docs/billing.md, "Dunning"): when a renewal charge fails, it
 * is retried 1, 3 and 5 days after that first failure (same time of day, UTC); when the
 * retry of day 5 fails too, the subscription is canceled. Stripe runs its own retries and
 * tells us through invoice events instead.
 */
export const dunningRetryDays = [1, 3, 5] as const;

const dayMs = 24 * 60 * 60 * 1000;

export type DunningStep =
  /** `attempt`: the charge attempt this retry is (the renewal itself was attempt 1). */
  { kind: "retry"; attempt: number; at: Date } | { kind: "cancel" };

/** The retry times of one failed renewal. */
export function dunningSchedule(firstFailedAt: Date): Date[] {
  return dunningRetryDays.map((days) => new Date(firstFailedAt.getTime() + days * dayMs));
}

/**
 * What follows `failedAttempts` failed charges of one renewal, the first of which failed at
 * `firstFailedAt`.
 */
export function nextDunningStep(input: {
  firstFailedAt: Date;
  failedAttempts: number;
}): DunningStep {
  const { failedAttempts } = input;
  if (!Number.isInteger(failedAttempts) || failedAttempts < 1)
    throw new RangeError("failedAttempts must be a whole number ≥ 1");
  const retryAt = dunningSchedule(input.firstFailedAt)[failedAttempts - 1];
  return retryAt ? { kind: "retry", attempt: failedAttempts + 1, at: retryAt } : { kind: "cancel" };
}

/** Whether a scheduled retry is due at `now`. */
export function isDunningRetryDue(step: DunningStep, now: Date): boolean {
  return step.kind === "retry" && step.at.getTime() <= now.getTime();
}
