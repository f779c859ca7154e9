import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { answersSchema, type Answers } from "@/features/quiz/domain/answers";
import type { QuizSession } from "@/features/quiz/domain/quiz-step-view";
import type { FunnelLayout } from "@/features/quiz/domain/step-sequence";
import type { Db } from "@/server/db/db-type";
import { quizSessions } from "@/server/db/schema/quiz";

export type { QuizSession };

const historySchema = z.array(z.string().max(80)).max(200);
const instructionsSchema = z.record(z.string(), z.unknown());

/**
 * The session of the quiz_session cookie (by its hash) for a funnel. Nothing else opens a
 * session. Stored JSON that no longer parses reads as empty, never thrown.
 */
export async function findQuizSession(db: Db, tokenHash: string | null, funnelName: string): Promise<QuizSession | null> {
  if (!tokenHash) return null;
  const [row] = await db
    .select()
    .from(quizSessions)
    .where(and(eq(quizSessions.sessionTokenHash, tokenHash), eq(quizSessions.funnelName, funnelName)));
  if (!row) return null;
  return {
    id: row.id,
    funnelName: row.funnelName,
    layout: row.layout === "compact" ? "compact" : "standard",
    answers: answersSchema.catch({}).parse(row.answers),
    history: historySchema.catch([]).parse(row.history),
    instructions: instructionsSchema.catch({}).parse(row.instructions),
    userUuid: row.userUuid,
    completed: row.completedAt !== null,
  };
}

export type SaveQuizSessionInput = {
  tokenHash: string;
  proxyUserId: string | null;
  funnelName: string;
  funnelVersion: number;
  locale: string;
  layout: FunnelLayout;
  answers: Answers;
  history: string[];
  /** Replaces the stored instructions when given and not empty. */
  instructions?: Record<string, unknown>;
  /** Set only when this session created the user at the e-mail step. */
  userUuid?: string | null;
  /** The e-mail entered in this session (not proven) and the consent choice made with it. */
  email?: { address: string; consent: { granted: boolean; at: string } };
  completed?: boolean;
};

/** Creates or updates the session in one statement (answers are saved on every step). */
export async function saveQuizSession(db: Db, input: SaveQuizSessionInput): Promise<void> {
  const instructions = input.instructions && Object.keys(input.instructions).length ? input.instructions : undefined;
  const values = {
    sessionTokenHash: input.tokenHash,
    proxyUserId: input.proxyUserId,
    funnelName: input.funnelName,
    funnelVersion: input.funnelVersion,
    locale: input.locale,
    layout: input.layout,
    answers: input.answers,
    history: input.history,
    instructions: instructions ?? {},
    userUuid: input.userUuid ?? null,
    unverifiedEmail: input.email?.address ?? null,
    emailConsent: input.email?.consent ?? null,
    completedAt: input.completed ? new Date() : null,
    // The quiz sends the visitor to the final page now: the offer countdown's anchor (set once).
    finalReachedAt: input.completed ? new Date() : null,
  };
  await db
    .insert(quizSessions)
    .values(values)
    .onConflictDoUpdate({
      target: [quizSessions.sessionTokenHash, quizSessions.funnelName],
      set: {
        funnelVersion: values.funnelVersion,
        locale: values.locale,
        layout: values.layout,
        answers: values.answers,
        history: values.history,
        ...(input.proxyUserId ? { proxyUserId: input.proxyUserId } : {}),
        ...(instructions ? { instructions } : {}),
        ...(input.userUuid ? { userUuid: input.userUuid } : {}),
        ...(input.email ? { unverifiedEmail: values.unverifiedEmail, emailConsent: values.emailConsent } : {}),
        ...(input.completed
          ? {
              completedAt: sql`coalesce(${quizSessions.completedAt}, now())`,
              finalReachedAt: sql`coalesce(${quizSessions.finalReachedAt}, now())`,
            }
          : {}),
        updatedAt: new Date(),
      },
    });
}
