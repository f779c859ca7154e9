import "server-only";
import { eq, min } from "drizzle-orm";
import type { Db } from "@/server/db/db-type";
import { quizSessions } from "@/server/db/schema/quiz";

/**
 * The anchor of the visitor's offer countdown (docs/final-page.md, "Timer"): the first time a
 * quiz session of this browser's `quiz_session` cookie sent it to the final page, in
 * milliseconds; null without one. The offer is the visitor's, not a funnel's, so finishing a
 * second quiz does not start a new countdown. Reads only: the anchor is written by the quiz
 * submit that leads to the final page (`saveQuizSession`), never by a page render.
 */
export async function loadOfferAnchor(db: Db, sessionTokenHash: string | null): Promise<number | null> {
  if (!sessionTokenHash) return null;
  const [row] = await db
    .select({ anchor: min(quizSessions.finalReachedAt) })
    .from(quizSessions)
    .where(eq(quizSessions.sessionTokenHash, sessionTokenHash));
  return row?.anchor ? new Date(row.anchor).getTime() : null;
}
