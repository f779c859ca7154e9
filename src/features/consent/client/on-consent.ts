import { createConsentStore } from "@/features/consent/domain/consent-store";
import type { ConsentGroup, ConsentState } from "@/features/consent/domain/consent-groups";

/** One store per page: the consent manager feeds it, third-party loaders wait on it. */
const store = createConsentStore();

/**
 * Calls `fn` once `group` is granted — at once if it already is — and never before.
 * Returns an unsubscribe. Use it to load any third-party script:
 * `onConsent("targeting", () => loadPixel())`.
 */
export function onConsent(group: ConsentGroup, fn: () => void): () => void {
  return store.onConsent(group, fn);
}

/**
 * Called by the consent manager whenever the visitor's choices are known or change; `chosen`
 * is true for the visitor's own choice, false for the country's defaults.
 */
export function publishConsent(state: ConsentState, chosen = false): void {
  store.update(state, chosen);
}

/** Calls `fn` with each choice the visitor makes (a refusal too); returns an unsubscribe. */
export function onConsentChoice(fn: (state: ConsentState) => void): () => void {
  return store.onChoice(fn);
}

export function currentConsent(): ConsentState {
  return store.current();
}
