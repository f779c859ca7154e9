/**
 * The idempotency key of one checkout attempt (docs/checkout.md, "The card form"), shared by the
 * sandbox's card form and Stripe's Payment Element form. It lives in `sessionStorage` with the
 * plan and the e-mail, so a reload, a double click or a resend after a lost answer reuses it and
 * can never buy twice; a refusal, a changed plan or e-mail, or a stale page starts a new one.
 */

const attemptStorageKey = "platewise.checkout.attempt";
type StoredAttempt = { key: string; packageId: string; email: string };

/** The attempt key of this checkout: kept across reloads so a resubmission never buys twice. */
export function attemptKey(packageId: string, email: string): string {
  try {
    const stored = JSON.parse(sessionStorage.getItem(attemptStorageKey) ?? "null") as StoredAttempt | null;
    if (stored && stored.packageId === packageId && stored.email === email) return stored.key;
  } catch {
    // Storage unavailable or corrupt: a fresh key.
  }
  const key = `co_${crypto.randomUUID()}`;
  try {
    sessionStorage.setItem(attemptStorageKey, JSON.stringify({ key, packageId, email } satisfies StoredAttempt));
  } catch {
    // Without storage the key lives for this page only.
  }
  return key;
}

/** Ends the attempt: the next submission gets a new key. */
export function forgetAttempt(): void {
  try {
    sessionStorage.removeItem(attemptStorageKey);
  } catch {
    // Nothing stored.
  }
}
