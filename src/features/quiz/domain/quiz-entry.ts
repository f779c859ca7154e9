import { checkSitePath } from "@/features/site/domain/site-path-check";
import { mergeQuizPage, withQuery } from "./quiz-paths";

/**
 * Where a quiz entry goes (`/quiz`, `/quiz/...`, or the first step of a funnel):
 *   1. an experiment's `quiz_page` instruction, if it names another address than the current
 *      one (query merged, instruction values win);
 *   2. else the redirect rule chosen for the visitor (its quizUrl with tm1/tm2), query merged;
 *   3. else, for `/quiz` entries only, the fallback funnel's first step with the query kept.
 * An instruction or rule address that is not a path on this site after normalisation
 * (`checkSitePath`: `/a/..//evil.example`, `/\\evil.example`, …) counts as absent.
 * Returns null when the visitor should stay where they are.
 */
export function planQuizEntry(input: {
  currentPath: string;
  query: URLSearchParams | string;
  isEntryPath: boolean;
  quizPageInstruction?: unknown;
  redirectRuleUrl?: string | null;
  fallbackPath: string;
}): string | null {
  const query = new URLSearchParams(input.query);
  const instruction = typeof input.quizPageInstruction === "string" ? checkSitePath(input.quizPageInstruction.trim()) : null;
  if (instruction?.ok) {
    const target = mergeQuizPage(instruction.path, query);
    if (!samePath(target, input.currentPath)) return target;
    if (!input.isEntryPath) return null;
  }
  const ruleUrl = input.redirectRuleUrl ? checkSitePath(input.redirectRuleUrl) : null;
  if (ruleUrl?.ok) {
    const target = mergeQuizPage(ruleUrl.path, query);
    if (!samePath(target, input.currentPath)) return target;
    return null;
  }
  return input.isEntryPath ? withQuery(input.fallbackPath, query) : null;
}

function samePath(target: string, currentPath: string): boolean {
  const path = target.split("?")[0]!.replace(/\/+$/, "");
  return path === currentPath.replace(/\/+$/, "");
}
