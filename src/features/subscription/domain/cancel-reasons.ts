/** Why someone cancels: a fixed list, plus free text with "other" (docs/subscription.md). */
export const cancelReasons = [
  "too_expensive",
  "not_using",
  "reached_goal",
  "disliked_meals",
  "technical_problems",
  "other",
] as const;
export type CancelReason = (typeof cancelReasons)[number];

/** The longest free text kept with a reason. */
export const reasonTextMaxLength = 500;
