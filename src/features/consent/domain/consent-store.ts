import { consentGroups, type ConsentGroup, type ConsentState } from "@/features/consent/domain/consent-groups";

export type ConsentStore = {
  /** Runs `fn` once `group` is granted (at once if it already is); returns an unsubscribe. */
  onConsent(group: ConsentGroup, fn: () => void): () => void;
  /**
   * Records the current state and runs the waiting callbacks of newly granted groups. `chosen`
   * marks a state the visitor chose (not the country's defaults): choice listeners hear it.
   */
  update(state: ConsentState, chosen?: boolean): void;
  /** Runs `fn` with every state the visitor chooses (a refusal included); returns an unsubscribe. */
  onChoice(fn: (state: ConsentState) => void): () => void;
  current(): ConsentState;
};

/** Keeps the granted groups and the callbacks waiting for them. */
export function createConsentStore(initial: ConsentState = { necessary: true, performance: false, functional: false, targeting: false }): ConsentStore {
  let state = { ...initial };
  const choiceListeners = new Set<(state: ConsentState) => void>();
  const waiting = new Map<ConsentGroup, Set<() => void>>(consentGroups.map((group) => [group, new Set()]));

  const flush = (group: ConsentGroup) => {
    const callbacks = waiting.get(group)!;
    const due = [...callbacks];
    callbacks.clear();
    for (const fn of due) fn();
  };

  return {
    onConsent(group, fn) {
      if (state[group]) {
        fn();
        return () => {};
      }
      const callbacks = waiting.get(group)!;
      const entry = () => fn();
      callbacks.add(entry);
      return () => {
        callbacks.delete(entry);
      };
    },
    update(next, chosen = false) {
      state = { ...next };
      for (const group of consentGroups) if (state[group]) flush(group);
      if (chosen) for (const fn of [...choiceListeners]) fn({ ...state });
    },
    onChoice(fn) {
      const entry = (chosenState: ConsentState) => fn(chosenState);
      choiceListeners.add(entry);
      return () => {
        choiceListeners.delete(entry);
      };
    },
    current: () => ({ ...state }),
  };
}
