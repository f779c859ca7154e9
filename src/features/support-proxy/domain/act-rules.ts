/**
 * The act rules the browser needs too (docs/support-proxy.md, "Acts"), without zod so the
 * management forms stay light: the reason's length, the answers and refusals.
 */
export const minReasonLength = 10;
export const maxReasonLength = 1000;

/** Why an act was refused; each has its English message in the management catalogue. */
export const actRefusals = [
  "no_customer",
  "no_subscription",
  "not_pausable",
  "nothing_to_cancel",
  "already_canceling",
  "no_payment",
  "nothing_to_refund",
  "provider_refused",
  "provider_unavailable",
  "not_extendable",
] as const;
export type ActRefusal = (typeof actRefusals)[number];

export type ActAnswer = { done: true; message: string } | { done: false; refusal: ActRefusal; detail?: string };

/** What the support search answers. */
export type SearchAnswer = { kind: "found"; uuid: string; email: string; matchedBy: "email" | "customer" | "order" } | { kind: "none" } | { kind: "invalid" };

/** The days a staff "extend" may move the next charge by at once (docs/support-proxy.md, "Extend"). */
export const maxExtendDays = 30;
