import type { RedirectConfig, RedirectRule } from "@/features/experiments/domain/redirect-config-schema";

/** One row of the editor's rules table: "any" leaves a criterion out of the rule. */
export type RuleRow = {
  quizUrl: string;
  elder: "any" | "yes" | "no";
  gender: "any" | "MALE" | "FEMALE";
  tm1: string;
  tm2: string;
};

export const emptyRuleRow: RuleRow = { quizUrl: "/", elder: "any", gender: "any", tm1: "", tm2: "" };

/** A stored rule as an editor row. */
export function ruleToRow(rule: RedirectRule): RuleRow {
  return {
    quizUrl: rule.quizUrl,
    elder: rule.forElderUser === undefined ? "any" : rule.forElderUser ? "yes" : "no",
    gender: rule.gender ?? "any",
    tm1: rule.tm1 ?? "",
    tm2: rule.tm2 ?? "",
  };
}

/** An editor row as a rule: blank markers and "any" criteria are left out. */
export function rowToRule(row: RuleRow): RedirectRule {
  const rule: RedirectRule = { quizUrl: row.quizUrl.trim() };
  if (row.elder !== "any") rule.forElderUser = row.elder === "yes";
  if (row.gender !== "any") rule.gender = row.gender;
  if (row.tm1.trim()) rule.tm1 = row.tm1.trim();
  if (row.tm2.trim()) rule.tm2 = row.tm2.trim();
  return rule;
}

/** The configuration the editor's fields describe (validated on the server). */
export function formToConfig(name: string, runCondition: string, rows: readonly RuleRow[]): RedirectConfig {
  return { name: name.trim(), runCondition: runCondition.trim(), rules: rows.map(rowToRule) };
}

/** The list with the item at `from` moved to `to` (out-of-range moves leave it as it was). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const copy = [...list];
  const [item] = copy.splice(from, 1);
  copy.splice(to, 0, item as T);
  return copy;
}

/**
 * A new order is accepted only when it names exactly the configurations there are now: a
 * configuration added or deleted since the page was opened makes the order stale.
 */
export function sameNames(current: readonly string[], proposed: readonly string[]): boolean {
  if (current.length !== proposed.length || new Set(proposed).size !== proposed.length) return false;
  const known = new Set(current);
  return proposed.every((name) => known.has(name));
}
