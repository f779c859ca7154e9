import "server-only";
import type { FunnelDefinition } from "@/features/quiz/domain/funnel-definition";
import type { QuizSession } from "@/features/quiz/domain/quiz-step-view";
import type { Db } from "@/server/db/db-type";
import { getFunnel } from "./get-funnel";
import { findQuizSession } from "./quiz-session-store";

/** The funnel and the visitor's session for the placeholder final page; null for an unknown funnel. */
export async function loadQuizFinal(
  db: Db,
  input: { slug: string; proxyUserId: string | null },
): Promise<{ definition: FunnelDefinition; session: QuizSession | null } | null> {
  const funnel = await getFunnel(db, input.slug);
  if (!funnel) return null;
  const session = input.proxyUserId ? await findQuizSession(db, input.proxyUserId, funnel.definition.name) : null;
  return { definition: funnel.definition, session };
}
