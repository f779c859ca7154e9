/**
 * The quiz's address shapes (spec section 2), without the locale prefix:
 *   standard  /{quizName}/{stepId}
 *   new       /new/{quizName}/{stepId}
 *   config    /{quizName}/quiz/{configName}/{stepId}
 * The placeholder final page is /{quizName}/final for every shape.
 */
export type QuizRoute =
  | { shape: "standard"; quizName: string }
  | { shape: "new"; quizName: string }
  | { shape: "config"; quizName: string; configName: string };

export function quizStepPath(route: QuizRoute, stepId: string): string {
  if (route.shape === "new") return `/new/${route.quizName}/${stepId}`;
  if (route.shape === "config") return `/${route.quizName}/quiz/${route.configName}/${stepId}`;
  return `/${route.quizName}/${stepId}`;
}

export function quizFinalPath(route: QuizRoute): string {
  return `/${route.quizName}/final`;
}

/** Reads a quiz address back (without locale); null when it is not one. */
export function parseQuizPath(pathname: string): { route: QuizRoute; stepId: string } | null {
  const parts = pathname.split("/").filter(Boolean);
  if (parts.length === 3 && parts[0] === "new") return { route: { shape: "new", quizName: parts[1]! }, stepId: parts[2]! };
  if (parts.length === 4 && parts[1] === "quiz")
    return { route: { shape: "config", quizName: parts[0]!, configName: parts[2]! }, stepId: parts[3]! };
  if (parts.length === 2) return { route: { shape: "standard", quizName: parts[0]! }, stepId: parts[1]! };
  return null;
}

/**
 * A `quiz_page` instruction as an address: its path and query, with the current address's
 * query parameters merged in; the instruction's own values win on a conflict.
 */
export function mergeQuizPage(quizPage: string, currentQuery: URLSearchParams | string): string {
  const target = new URL(quizPage, "http://quiz.local");
  const current = new URLSearchParams(currentQuery);
  const merged = new URLSearchParams(current);
  for (const key of new Set(target.searchParams.keys())) {
    merged.delete(key);
    for (const value of target.searchParams.getAll(key)) merged.append(key, value);
  }
  const query = merged.toString();
  return `${target.pathname}${query ? `?${query}` : ""}`;
}

/** Appends the current query (if any) to a path that has none. */
export function withQuery(path: string, query: URLSearchParams | string): string {
  const text = new URLSearchParams(query).toString();
  return text ? `${path}?${text}` : path;
}
