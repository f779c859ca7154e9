import "server-only";
import { experimentConfigCache } from "@/features/experiments/server/experiment-config-cache";
import type { Db } from "@/server/db/db-type";
import type { ExperimentHandOver } from "@/server/request-context/request-context";
import { resolveQuizEntry } from "./resolve-quiz-entry";
import { latestVisitorProfile } from "./visitor-profile";

/**
 * Query parameters that ask for a redirect rule on a funnel's first step: the visitor facts
 * rules choose by (tm1/tm2 are what a rule adds to its address, not criteria).
 */
const ruleCriteria = ["gender", "age"] as const;

/**
 * Experiments and redirect rules on the first step of a funnel (and on `/quiz` entries):
 * where the visitor should go instead, or null to stay. A `quiz_page` instruction always
 * applies; redirect rules apply on `/quiz` entries, and on a first step only when the address
 * carries one of their criteria (gender, age), so a funnel's own link still opens it.
 * The proxy decides this once per request (server/proxy/entry-step.ts); pages do not.
 */
export async function planEntryRedirect(
  db: Db,
  input: {
    pathname: string;
    query: URLSearchParams;
    sessionTokenHash: string | null;
    experiments: Pick<ExperimentHandOver, "instructions" | "splits">;
    /** The visitor's resolved country (override, trusted geo header or cookie, default): rules may ask for it. */
    country?: string;
  },
): Promise<string | null> {
  const { experiments } = input;
  const isEntry = input.pathname === "/quiz" || input.pathname.startsWith("/quiz/");
  const wantsRules = isEntry || ruleCriteria.some((name) => input.query.has(name));
  const redirectConfigs = wantsRules
    ? (await experimentConfigCache.get(db).catch(() => ({ redirectConfigs: [] }))).redirectConfigs
    : [];
  // The profile of earlier answers (gender, age) counts too; the query wins over it.
  const profile = wantsRules
    ? await latestVisitorProfile(db, input.sessionTokenHash).catch(() => ({}))
    : {};
  return resolveQuizEntry(db, {
    pathname: input.pathname,
    query: input.query,
    instructions: experiments.instructions,
    redirectConfigs,
    context: { splits: experiments.splits, ...(input.country ? { country: input.country } : {}), ...profile },
  });
}
