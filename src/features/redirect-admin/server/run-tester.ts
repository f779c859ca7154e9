import "server-only";
import type { RedirectRule } from "@/features/experiments/domain/redirect-config-schema";
import { listRedirectConfigs } from "@/features/experiments/server/redirect-config-repository";
import { resolveQuizEntry } from "@/features/quiz/server/resolve-quiz-entry";
import { entryUsesRules, explainRedirect, redirectContext, testerRequest, type TesterAnswer, type TesterFacts } from "@/features/redirect-admin/domain/tester";
import type { Db } from "@/server/db/db-type";

export type TesterResult = TesterAnswer & {
  /** The rules of the configuration that matched, for the table with the hit row. */
  rules: RedirectRule[];
  /** Where the quiz entry sends this visitor (null: stays), by the same function the proxy uses. */
  target: string | null;
  /** Why the entry does not consult the rules at this address, if it does not. */
  entryNote: string | null;
};

/**
 * The redirect tester (docs/redirect-admin.md): the stored configurations and the visitor's
 * facts go through the engine's own functions — `chooseRedirect` for the choice and
 * `resolveQuizEntry` for the address the visitor ends up at. Reads only.
 */
export async function runRedirectTester(db: Db, facts: TesterFacts): Promise<TesterResult> {
  const configs = await listRedirectConfigs(db);
  const request = testerRequest(facts);
  const answer = explainRedirect(configs, redirectContext(request.query, request.context));
  const entry = entryUsesRules(request.pathname, request.query);
  const target = await resolveQuizEntry(db, {
    pathname: request.pathname,
    query: request.query,
    redirectConfigs: entry.uses ? configs : [],
    context: request.context,
  });
  const rules = configs.find((config) => config.name === answer.configName)?.rules ?? [];
  return { ...answer, rules, target, entryNote: entry.reason };
}
