import "server-only";
import { and, eq } from "drizzle-orm";
import type { CancelReason } from "@/features/subscription/domain/cancel-reasons";
import type {
  CancelFlowOutcome,
  CancelFlowStep,
} from "@/features/subscription/domain/cancel-flow-steps";
import type { Db } from "@/server/db/db-type";
import { subscriptionChangeEvents } from "@/server/db/schema/subscription-changes";

export type FlowStepRow = typeof subscriptionChangeEvents.$inferSelect;

export type FlowStep = {
  subscriptionId: string;
  userUuid: string;
  flowId: string;
  step: CancelFlowStep;
  reason?: CancelReason | null;
  reasonText?: string | null;
  offer?: Record<string, unknown> | null;
  outcome: CancelFlowOutcome;
  at: Date;
};

/**
 * Records one step of one pass through the cancel flow, once: the same step of the same flow
 * again returns the row stored first (docs/subscription.md, "Cancel flow").
 */
export async function recordFlowStep(db: Db, step: FlowStep): Promise<FlowStepRow> {
  const [inserted] = await db
    .insert(subscriptionChangeEvents)
    .values(step)
    .onConflictDoNothing({
      target: [subscriptionChangeEvents.flowId, subscriptionChangeEvents.step],
    })
    .returning();
  if (inserted) return inserted;
  const stored = await findFlowStep(db, step.flowId, step.step);
  if (!stored) throw new Error("flow step conflicted but none is stored");
  return stored;
}

export async function findFlowStep(
  db: Db,
  flowId: string,
  step: CancelFlowStep,
): Promise<FlowStepRow | null> {
  const [row] = await db
    .select()
    .from(subscriptionChangeEvents)
    .where(and(eq(subscriptionChangeEvents.flowId, flowId), eq(subscriptionChangeEvents.step, step)));
  return row ?? null;
}

export async function listFlowSteps(db: Db, subscriptionId: string): Promise<FlowStepRow[]> {
  return db
    .select()
    .from(subscriptionChangeEvents)
    .where(eq(subscriptionChangeEvents.subscriptionId, subscriptionId))
    .orderBy(subscriptionChangeEvents.id);
}
