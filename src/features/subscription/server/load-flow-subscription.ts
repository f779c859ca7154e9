import "server-only";
import { eq } from "drizzle-orm";
import type { SubscriptionRow } from "@/features/billing/server/subscription-store";
import type { Db } from "@/server/db/db-type";
import { subscriptions } from "@/server/db/schema/billing";
import { findFlowStep, type FlowStepRow } from "./record-flow-step";

/**
 * The subscription a flow is about, from its recorded reason step — only for the person who
 * started the flow.
 */
export async function loadFlowSubscription(
  db: Db,
  userUuid: string,
  flowId: string,
): Promise<{ reasonStep: FlowStepRow; subscription: SubscriptionRow } | null> {
  const reasonStep = await findFlowStep(db, flowId, "reason_given");
  if (!reasonStep || reasonStep.userUuid !== userUuid) return null;
  const [subscription] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.id, reasonStep.subscriptionId));
  if (!subscription || subscription.userUuid !== userUuid) return null;
  return { reasonStep, subscription };
}
