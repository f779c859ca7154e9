import { evaluateCondition } from "@/features/conditions/domain/evaluate-condition";
import type { RedirectConfig, RedirectRule } from "./redirect-config-schema";

/** Visitors of this age and above are "elder users" for redirect rules. */
export const ELDER_USER_MIN_AGE = 50;

export type RedirectChoice = {
  config: RedirectConfig;
  rule: RedirectRule | null;
  url: string | null;
};

/**
 * The first configuration whose runCondition holds (an empty one always holds) wins. Within
 * it, the rule for the visitor is picked from the context's `gender` (MALE/FEMALE) and `age`
 * (a number or a range such as "50-59" or "60+"): see chooseRedirectRule.
 */
export function chooseRedirect(
  configs: readonly RedirectConfig[],
  context: Record<string, unknown>,
): RedirectChoice | null {
  const config = configs.find(
    (entry) => !entry.runCondition?.trim() || evaluateCondition(entry.runCondition, context),
  );
  if (!config) return null;
  const rule = chooseRedirectRule(config.rules, { gender: context.gender, age: context.age });
  return { config, rule, url: rule ? redirectRuleUrl(rule) : null };
}

/**
 * A rule applies when each criterion it sets matches: `gender` equals the visitor's gender,
 * `forElderUser: true` needs an elder visitor and `false` a younger (or unknown-age) one.
 * Among applicable rules the most specific wins; ties go to the first listed.
 */
export function chooseRedirectRule(
  rules: readonly RedirectRule[],
  visitor: { gender?: unknown; age?: unknown },
): RedirectRule | null {
  const gender = typeof visitor.gender === "string" ? visitor.gender.trim().toUpperCase() : null;
  const elder = isElderUser(visitor.age);
  let best: RedirectRule | null = null;
  let bestScore = -1;
  for (const rule of rules) {
    let score = 0;
    if (rule.gender !== undefined) {
      if (rule.gender !== gender) continue;
      score++;
    }
    if (rule.forElderUser !== undefined) {
      if (rule.forElderUser !== elder) continue;
      score++;
    }
    if (score > bestScore) {
      best = rule;
      bestScore = score;
    }
  }
  return best;
}

export function isElderUser(age: unknown): boolean {
  const years =
    typeof age === "number" ? age : typeof age === "string" ? Number(/\d+/.exec(age)?.[0]) : NaN;
  return Number.isFinite(years) && years >= ELDER_USER_MIN_AGE;
}

/** The rule's quiz address with its markers tm1/tm2 added as query parameters. */
export function redirectRuleUrl(rule: RedirectRule): string {
  const url = new URL(rule.quizUrl, "http://localhost");
  if (rule.tm1) url.searchParams.set("tm1", rule.tm1);
  if (rule.tm2) url.searchParams.set("tm2", rule.tm2);
  return `${url.pathname}${url.search}${url.hash}`;
}
