import "server-only";
import type { FunnelDefinition } from "@/features/quiz/domain/funnel-definition";
import type { QuizSession } from "@/features/quiz/domain/quiz-step-view";
import type { Db } from "@/server/db/db-type";
import { getFunnel } from "./get-funnel";
import { findQuizSession } from "./quiz-session-store";

/**
 * The funnel and the session of the visitor's quiz_session cookie for the placeholder final
 * page (no cookie: no session); null for an unknown funnel.
 */
export async function loadQuizFinal(
  db: Db,
  input: { slug: string; sessionTokenHash: string | null },
): Promise<{ definition: FunnelDefinition; session: QuizSession | null } | null> {
  const funnel = await getFunnel(db, input.slug);
  if (!funnel) return null;
  const session = await findQuizSession(db, input.sessionTokenHash, funnel.definition.name);
  return { definition: funnel.definition, session };
}
