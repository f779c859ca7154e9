/** What an erased customer's e-mail, name or old id becomes inside kept free text. */
export const erasedMark = "[erased]";

/** The made-up address of an erased customer's pseudonym: unroutable (RFC 6761's `.invalid`). */
export function pseudonymEmail(pseudonym: string): string {
  return `erased-${pseudonym}@erased.invalid`;
}

/** Whether an address is an erased customer's pseudonym. */
export function isPseudonymEmail(email: string): boolean {
  return /^erased-[0-9a-f-]{36}@erased\.invalid$/.test(email);
}

/**
 * `text` with every occurrence of each trace (any case) replaced. Longer traces go first, so a
 * name inside the e-mail address does not leave half an address behind.
 */
export function scrubText(
  text: string,
  traces: readonly string[],
  replacement: string = erasedMark,
): string {
  const ordered = [...new Set(traces.filter((trace) => trace.length > 0))].sort(
    (a, b) => b.length - a.length,
  );
  return ordered.reduce(
    (out, trace) =>
      out.replace(new RegExp(trace.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "gi"), replacement),
    text,
  );
}

/** Subscription statuses that still charge the customer unless set to cancel. */
const chargingStatuses = new Set(["trialing", "active", "past_due", "paused"]);

/**
 * Whether a subscription keeps an erasure waiting: one that would go on charging (running and
 * not set to cancel) must be cancelled first, through the support proxy's cancel act.
 */
export function blocksErasure(subscription: {
  status: string;
  cancelAtPeriodEnd: boolean;
}): boolean {
  return chargingStatuses.has(subscription.status) && !subscription.cancelAtPeriodEnd;
}
