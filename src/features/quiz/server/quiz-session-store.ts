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

/** The visitor's session for a funnel; stored JSON that no longer parses reads as empty, never thrown. */
export async function findQuizSession(db: Db, proxyUserId: string, funnelName: string): Promise<QuizSession | null> {
  const [row] = await db
    .select()
    .from(quizSessions)
    .where(and(eq(quizSessions.proxyUserId, proxyUserId), eq(quizSessions.funnelName, funnelName)));
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

/** Creates or updates the session in one statement (answers are saved on every step). */
export async function saveQuizSession(
  db: Db,
  input: {
    proxyUserId: string;
    funnelName: string;
    funnelVersion: number;
    locale: string;
    layout: FunnelLayout;
    answers: Answers;
    history: string[];
    instructions?: Record<string, unknown>;
    userUuid?: string | null;
    completed?: boolean;
  },
): Promise<void> {
  const values = {
    proxyUserId: input.proxyUserId,
    funnelName: input.funnelName,
    funnelVersion: input.funnelVersion,
    locale: input.locale,
    layout: input.layout,
    answers: input.answers,
    history: input.history,
    instructions: input.instructions ?? {},
    userUuid: input.userUuid ?? null,
    completedAt: input.completed ? new Date() : null,
  };
  await db
    .insert(quizSessions)
    .values(values)
    .onConflictDoUpdate({
      target: [quizSessions.proxyUserId, quizSessions.funnelName],
      set: {
        funnelVersion: values.funnelVersion,
        locale: values.locale,
        layout: values.layout,
        answers: values.answers,
        history: values.history,
        ...(input.instructions ? { instructions: values.instructions } : {}),
        ...(input.userUuid ? { userUuid: input.userUuid } : {}),
        ...(input.completed ? { completedAt: sql`coalesce(${quizSessions.completedAt}, now())` } : {}),
        updatedAt: new Date(),
      },
    });
}

/** Stores the experiment instructions received for this visitor and funnel. */
export async function saveSessionInstructions(
  db: Db,
  input: { proxyUserId: string; funnelName: string; locale: string; instructions: Record<string, unknown> },
): Promise<void> {
  await db
    .insert(quizSessions)
    .values({ proxyUserId: input.proxyUserId, funnelName: input.funnelName, locale: input.locale, instructions: input.instructions })
    .onConflictDoUpdate({
      target: [quizSessions.proxyUserId, quizSessions.funnelName],
      set: { instructions: input.instructions, updatedAt: new Date() },
    });
}
