import "server-only";
import { addressQueryFieldName } from "@/features/quiz/domain/quiz-cookies";

const maxQueryLength = 2000;

/**
 * The query of the address a prerendered step was answered on (docs/quiz.md, "Prerendered
 * first steps"): the form's `$query` field, which the browser fills in; without JavaScript,
 * the query of the Referer when it is this very step on this host (a cross-site Referer
 * carries no path under our Referrer-Policy). Empty when neither says.
 */
export function addressQueryOf(formData: FormData, input: { stepPath: string; referer: string | null; host: string | null }): string {
  const field = formData.get(addressQueryFieldName);
  if (typeof field === "string" && field !== "") return cutQuery(field.replace(/^\?/, ""));
  if (!input.referer || !input.host) return "";
  try {
    const referer = new URL(input.referer);
    if (referer.host !== input.host || referer.pathname !== input.stepPath) return "";
    return cutQuery(referer.search.slice(1));
  } catch {
    return "";
  }
}

function cutQuery(query: string): string {
  return query.length <= maxQueryLength ? query : "";
}
