/** The consent groups of the consent manager. */
export type ConsentGroup = "necessary" | "performance" | "functional" | "targeting";

/**
 * Runs `fn` once the group is granted (at once when it already is); answers a function that
 * cancels the subscription. Provided by the consent feature.
 */
export type OnConsent = (group: ConsentGroup, fn: () => void) => () => void;

/** Calls `fn` with each choice the visitor makes; `performance` false is a refusal of analytics. */
export type OnConsentChoice = (fn: (state: Record<ConsentGroup, boolean>) => void) => () => void;
