import "server-only";
import { and, eq, inArray, like } from "drizzle-orm";
import { effectsFor } from "@/features/purchase-events/domain/purchase-effects";
import { purchaseEffects } from "@/server/db/schema/purchase-events";
import { logger } from "@/server/log/logger";
import { redactText } from "@/server/log/redact";
import { loadPaidOrder, type PaidOrder } from "./load-paid-order";
import { forgetPurchaseIpAddress } from "./purchase-context-store";
import { EffectFailure, handlerOf, type PurchaseEffectDeps } from "./purchase-effect-handlers";
import {
  claimEffect,
  effectNote,
  ensureEffects,
  failEffect,
  findDueEffects,
  findPaidOrdersWithoutEffects,
  finishEffect,
  type EffectClaim,
  type EffectKey,
} from "./purchase-effect-store";

export type PurchaseEffectsSummary = { done: number; skipped: number; failed: number; gaveUp: number };

/**
 * One pass (docs/purchase-events.md): gives every newly paid order its effect rows, then runs
 * each effect that is due, each under its own claim, so concurrent passes never run one twice
 * and a failing effect is retried later without holding up the others. With `orderId`, only
 * that order. Never throws for an effect's failure: it is recorded and retried by a later pass.
 */
export async function runPurchaseEffects(
  deps: PurchaseEffectDeps,
  options: { orderId?: string } = {},
): Promise<PurchaseEffectsSummary> {
  const summary: PurchaseEffectsSummary = { done: 0, skipped: 0, failed: 0, gaveUp: 0 };
  const senders = deps.conversionSenders.map((sender) => sender.name);
  for (const order of await findPaidOrdersWithoutEffects(deps.db, deps.now(), options))
    await ensureEffects(deps.db, order.id, effectsFor(order.kind, senders), deps.now());

  const due = await findDueEffects(deps.db, deps.now(), options);
  const byOrder = new Map<string, EffectKey[]>();
  for (const key of due) byOrder.set(key.orderId, [...(byOrder.get(key.orderId) ?? []), key]);
  for (const [orderId, keys] of byOrder) {
    await runOrderEffects(deps, orderId, keys, summary);
    await forgetAddressWhenConversionsSettled(deps, orderId);
  }
  return summary;
}

async function runOrderEffects(
  deps: PurchaseEffectDeps,
  orderId: string,
  keys: EffectKey[],
  summary: PurchaseEffectsSummary,
): Promise<void> {
  let paid: PaidOrder | undefined;
  for (const key of keys) {
    const claim = await claimEffect(deps.db, key, deps.now());
    if (!claim) continue; // another pass has it
    try {
      paid ??= await loadPaidOrder(deps.db, orderId);
      await runClaimed(deps, paid, claim, summary);
    } catch (error) {
      await recordFailure(deps, claim, error, summary);
    }
  }
}

async function runClaimed(
  deps: PurchaseEffectDeps,
  paid: PaidOrder,
  claim: EffectClaim,
  summary: PurchaseEffectsSummary,
): Promise<void> {
  const handler = handlerOf(claim.effect);
  if (!handler) throw new Error(`unknown purchase effect ${claim.effect}`);
  const note = await effectNote(deps.db, claim);
  const outcome = await handler(deps, paid, claim, note);
  if (outcome === "claim-lost") return;
  if (outcome === "finished-in-transaction") {
    summary.done++;
    return;
  }
  if (await finishEffect(deps.db, claim, outcome, deps.now())) {
    if (outcome.status === "done") summary.done++;
    else summary.skipped++;
  }
}

async function recordFailure(
  deps: PurchaseEffectDeps,
  claim: EffectClaim,
  error: unknown,
  summary: PurchaseEffectsSummary,
): Promise<void> {
  const message = redactText(error instanceof Error ? error.message : String(error));
  const note = error instanceof EffectFailure ? error.note : undefined;
  const status = await failEffect(deps.db, claim, message, deps.now(), note);
  const fields = { orderId: claim.orderId, effect: claim.effect, attempts: claim.attempts, error: message };
  if (status === "gave_up") {
    summary.gaveUp++;
    logger.error("purchase effect failed on its last attempt; left for staff", fields);
  } else {
    summary.failed++;
    logger.warn("purchase effect failed; it will be retried", fields);
  }
}

/** The buyer's address serves the conversions only: once none of them can run again, it goes. */
async function forgetAddressWhenConversionsSettled(deps: PurchaseEffectDeps, orderId: string): Promise<void> {
  const [open] = await deps.db
    .select({ effect: purchaseEffects.effect })
    .from(purchaseEffects)
    .where(
      and(
        eq(purchaseEffects.orderId, orderId),
        like(purchaseEffects.effect, "conversion:%"),
        inArray(purchaseEffects.status, ["pending", "running", "failed"]),
      ),
    )
    .limit(1);
  if (!open) await forgetPurchaseIpAddress(deps.db, orderId);
}
