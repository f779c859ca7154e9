import "server-only";
import { and, eq } from "drizzle-orm";
import type { FunnelDefinition } from "@/features/quiz/domain/funnel-definition";
import { profileFromAnswers, type QuizProfile } from "@/features/quiz/domain/profile";
import { getFunnel } from "@/features/quiz/server/get-funnel";
import { findQuizSession } from "@/features/quiz/server/quiz-session-store";
import type { Db } from "@/server/db/db-type";
import { quizSessions, users } from "@/server/db/schema/quiz";

export type QuizBuyer = {
  definition: FunnelDefinition;
  profile: QuizProfile;
  /** The address the visitor gave in this quiz (to prefill checkout), if any. */
  email: string | null;
  /** The funnel's name, once found (an alias resolves to it). */
  funnelName: string;
  /** The user this very quiz session created, if it created one (docs/quiz.md, "E-mail ownership"). */
  sessionUserUuid: string | null;
};

/**
 * What checkout knows of a visitor from their own quiz session (the quiz_session cookie's hash:
 * docs/quiz.md): the funnel, the profile from the answers and the e-mail given in the quiz.
 * Null for an unknown funnel; without a session the profile is empty and there is no e-mail.
 */
export async function loadQuizBuyer(
  db: Db,
  input: { quizName: string; sessionTokenHash: string | null },
): Promise<QuizBuyer | null> {
  const funnel = await getFunnel(db, input.quizName);
  if (!funnel) return null;
  const { definition } = funnel;
  const session = await findQuizSession(db, input.sessionTokenHash, definition.name);
  if (!session) return { definition, profile: {}, email: null, funnelName: definition.name, sessionUserUuid: null };
  const profile = profileFromAnswers(definition, session.answers);
  return {
    definition,
    profile,
    email: await sessionEmail(db, session.id, session.userUuid),
    funnelName: definition.name,
    sessionUserUuid: session.userUuid,
  };
}

async function sessionEmail(db: Db, sessionId: string, userUuid: string | null): Promise<string | null> {
  if (userUuid) {
    const [user] = await db.select({ email: users.email }).from(users).where(eq(users.uuid, userUuid));
    if (user) return user.email;
  }
  const [row] = await db
    .select({ email: quizSessions.unverifiedEmail })
    .from(quizSessions)
    .where(and(eq(quizSessions.id, sessionId)));
  return row?.email ?? null;
}
