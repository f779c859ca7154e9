import { evaluateCondition } from "@/features/conditions/domain/evaluate-condition";
import { matchPattern } from "@/features/conditions/domain/match-pattern";
import type { PageSplitGroup, PageSplitOption } from "./page-split-schema";
import { pickWeighted, roundShare } from "./pick-weighted";
import { positionValue } from "./positions";

/** The experiment context plus, optionally, the page path without a locale prefix. */
export type PageSplitContext = Record<string, unknown> & { path?: string; frontend_url?: string };

export type PageSplitChoice = { groupName: string; optionIndex: number; option: PageSplitOption };

/**
 * A group is switched off — dropped from the active set — when one option has weight 0 and
 * another 100 (all traffic on one option), or when it has no option with weight.
 */
export function isActivePageSplitGroup(group: PageSplitGroup): boolean {
  const weights = group.options.map((option) => option.weight);
  if (weights.includes(0) && weights.includes(100)) return false;
  return weights.some((weight) => weight > 0);
}

export function activePageSplitGroups(
  groups: Readonly<Record<string, PageSplitGroup>>,
): Record<string, PageSplitGroup> {
  const active: Record<string, PageSplitGroup> = {};
  for (const [name, group] of Object.entries(groups))
    if (isActivePageSplitGroup(group)) active[name] = group;
  return active;
}

/**
 * Page-level split: the first active group whose path list matches the page path (wildcard
 * patterns, see matchPattern) and whose condition holds is used. The visitor takes part when
 * the position (0–0.99) is below coverage / 100; the position within the covered range then
 * picks an option by weight. Null when no group applies or the visitor is not covered.
 */
export function choosePageSplit(
  groups: Readonly<Record<string, PageSplitGroup>>,
  context: PageSplitContext,
  position: number | string | null | undefined,
): PageSplitChoice | null {
  const path = normalisePath(pagePath(context));
  const value = positionValue(position);
  for (const [groupName, group] of Object.entries(groups)) {
    if (!isActivePageSplitGroup(group)) continue;
    if (!matchPattern(path, group.paths.map(normalisePattern))) continue;
    if (group.condition?.trim() && !evaluateCondition(group.condition, context)) continue;
    const coverage = Math.min(Math.max(group.coverage, 0), 100) / 100;
    if (!(value < coverage)) return null;
    const optionIndex = pickWeighted(
      group.options.map((option) => option.weight),
      roundShare(value / coverage),
    );
    const option = group.options[optionIndex];
    return option ? { groupName, optionIndex, option } : null;
  }
  return null;
}

function pagePath(context: PageSplitContext): string {
  if (typeof context.path === "string") return context.path;
  if (typeof context.frontend_url === "string") {
    try {
      return new URL(context.frontend_url, "http://localhost").pathname;
    } catch {
      return "/";
    }
  }
  return "/";
}

/** `/quiz/` → `/quiz`, `` → `/`; the root stays `/`. */
export function normalisePath(path: string): string {
  const withoutQuery = path.split(/[?#]/)[0] ?? "";
  const trimmed = withoutQuery.length > 1 ? withoutQuery.replace(/\/+$/, "") : withoutQuery;
  return trimmed === "" ? "/" : trimmed;
}

function normalisePattern(pattern: string): string {
  return pattern.startsWith("!") ? `!${normalisePath(pattern.slice(1))}` : normalisePath(pattern);
}
