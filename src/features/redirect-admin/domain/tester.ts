import { evaluateCondition } from "@/features/conditions/domain/evaluate-condition";
import { chooseRedirect, isElderUser } from "@/features/experiments/domain/choose-redirect";
import type { RedirectConfig } from "@/features/experiments/domain/redirect-config-schema";

/** The visitor facts the tester asks for (docs/redirect-admin.md, "Tester"). */
export type TesterFacts = {
  /** The address the visitor opens, without locale: `/quiz` or a funnel's first step. */
  path: string;
  /** The query of that address, e.g. `tm1=spring&utm_source=fb` (utm, tm1, tm2, gender, age…). */
  query: string;
  /** The country (as the countryCode cookie gives it), blank when unknown. */
  country: string;
  /** From an earlier answer; the query's `gender` wins over it. */
  gender: "" | "MALE" | "FEMALE";
  /** From an earlier answer: a number or a range like 50-59; the query's `age` wins over it. */
  age: string;
  /** Experiments the visitor joined, comma separated. */
  splits: string;
};

/** The request a quiz entry hands the engine: query, the visitor's profile and context. */
export function testerRequest(facts: TesterFacts): { pathname: string; query: URLSearchParams; context: Record<string, unknown> } {
  const pathname = "/" + facts.path.trim().split("?")[0]!.replace(/^\/+/, "");
  const query = new URLSearchParams(facts.query.trim().replace(/^\?/, ""));
  const context: Record<string, unknown> = {
    splits: facts.splits.split(",").map((name) => name.trim()).filter(Boolean),
  };
  if (facts.country.trim()) context.country = facts.country.trim().toUpperCase();
  if (facts.gender) context.gender = facts.gender;
  if (facts.age.trim()) context.age = facts.age.trim();
  return { pathname, query, context };
}

/** The context the rules are evaluated in, built the way the quiz entry builds it. */
export function redirectContext(query: URLSearchParams, context: Record<string, unknown>): Record<string, unknown> {
  const gender = query.get("gender") ?? context.gender;
  const age = query.get("age") ?? context.age;
  return {
    ...Object.fromEntries(query),
    ...context,
    gender: typeof gender === "string" ? gender.toUpperCase() : gender,
    age,
  };
}

/** When the quiz entry consults the rules at all (docs/quiz.md, "Experiments and redirect rules"). */
export function entryUsesRules(pathname: string, query: URLSearchParams): { uses: boolean; reason: string | null } {
  const parts = pathname.split("/").filter(Boolean);
  if (parts[0] === "quiz") {
    if (parts.length > 1) return { uses: false, reason: "An address /quiz/<funnel> names its funnel: redirect rules do not change it." };
    return { uses: true, reason: null };
  }
  if (!query.has("gender") && !query.has("age")) {
    return { uses: false, reason: "On a funnel's first step the rules apply only when the address carries gender or age." };
  }
  return { uses: true, reason: null };
}

export type TesterConfigCheck = { name: string; matched: boolean };

export type TesterAnswer = {
  /** Each configuration tried, in order, until the first match. */
  checked: TesterConfigCheck[];
  /** The configuration whose runCondition held first, or null. */
  configName: string | null;
  /** The index of the rule that hit in that configuration's table, or null. */
  ruleIndex: number | null;
  /** The rule's address with its markers, as the engine gives it. */
  ruleUrl: string | null;
  elder: boolean;
  gender: string | null;
  /** Why there is no redirect, in words, when there is none from the rules. */
  why: string | null;
};

/**
 * Runs the redirect engine (`chooseRedirect`) for the tester and explains its choice: which
 * configurations were tried, which one matched, which rule hit. Pure; writes nothing.
 */
export function explainRedirect(configs: readonly RedirectConfig[], context: Record<string, unknown>): TesterAnswer {
  const checked: TesterConfigCheck[] = [];
  for (const config of configs) {
    const matched = !config.runCondition?.trim() || evaluateCondition(config.runCondition, context);
    checked.push({ name: config.name, matched });
    if (matched) break;
  }
  const choice = chooseRedirect(configs, context);
  const gender = typeof context.gender === "string" ? context.gender : null;
  const elder = isElderUser(context.age);
  if (!choice) {
    return {
      checked,
      configName: null,
      ruleIndex: null,
      ruleUrl: null,
      elder,
      gender,
      why: configs.length === 0 ? "There are no redirect configurations." : "No configuration's run condition holds for this visitor.",
    };
  }
  const ruleIndex = choice.rule ? choice.config.rules.indexOf(choice.rule) : -1;
  return {
    checked,
    configName: choice.config.name,
    ruleIndex: ruleIndex >= 0 ? ruleIndex : null,
    ruleUrl: choice.url,
    elder,
    gender,
    why: choice.rule
      ? null
      : `Configuration ${choice.config.name} matched, but none of its rules fits a visitor with gender ${gender ?? "unknown"} who is ${elder ? "" : "not "}an elder user.`,
  };
}
