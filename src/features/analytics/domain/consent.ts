/** The consent groups of the consent manager. */
export type ConsentGroup = "necessary" | "performance" | "functional" | "targeting";

/**
 * Runs `fn` once the group is granted (at once when it already is); answers a function that
 * cancels the subscription. Provided by the consent feature.
 */
export type OnConsent = (group: ConsentGroup, fn: () => void) => () => void;
