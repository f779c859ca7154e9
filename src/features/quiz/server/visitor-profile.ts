import "server-only";
import { desc, eq } from "drizzle-orm";
import { answersSchema } from "@/features/quiz/domain/answers";
import { profileFromAnswers, type QuizProfile } from "@/features/quiz/domain/profile";
import type { Db } from "@/server/db/db-type";
import { quizSessions } from "@/server/db/schema/quiz";
import { getFunnel } from "./get-funnel";

/**
 * What the visitor's most recent quiz session (of their quiz_session cookie) says about them
 * (gender, age…), for redirect rules; empty without the cookie, for a new visitor or for a
 * session of a funnel that no longer exists.
 */
export async function latestVisitorProfile(db: Db, tokenHash: string | null): Promise<QuizProfile> {
  if (!tokenHash) return {};
  const [row] = await db
    .select({ funnelName: quizSessions.funnelName, answers: quizSessions.answers })
    .from(quizSessions)
    .where(eq(quizSessions.sessionTokenHash, tokenHash))
    .orderBy(desc(quizSessions.updatedAt))
    .limit(1);
  if (!row) return {};
  const funnel = await getFunnel(db, row.funnelName);
  if (!funnel) return {};
  return profileFromAnswers(funnel.definition, answersSchema.catch({}).parse(row.answers));
}
