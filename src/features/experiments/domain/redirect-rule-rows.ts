import type { RedirectConfig } from "./redirect-config-schema";

/** The stored rows of a configuration's rules, in order. */
export function redirectRuleRows(configId: number, rules: RedirectConfig["rules"]) {
  return rules.map((rule, position) => ({
    configId,
    position,
    quizUrl: rule.quizUrl,
    forElderUser: rule.forElderUser ?? null,
    gender: rule.gender ?? null,
    tm1: rule.tm1 ?? null,
    tm2: rule.tm2 ?? null,
  }));
}
