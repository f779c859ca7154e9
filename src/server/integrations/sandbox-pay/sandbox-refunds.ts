import "server-only";
import { eq } from "drizzle-orm";
import { sandboxPaymentIntents, sandboxRefunds } from "@/server/db/schema/sandbox-pay";
import { refundObject, type RefundObject } from "./sandbox-objects";
import { mutate, refuse, sandboxId, type SandboxAnswer, type SandboxDeps } from "./sandbox-runtime";

/**
 * Refunds a settled payment: the whole remainder, or a part of it; never more than was paid
 * (`amount_too_large`), and nothing once all of it was refunded (`already_refunded`). Sends
 * `charge.refunded` with this refund's amount.
 */
export async function createRefund(
  deps: SandboxDeps,
  input: { paymentIntentId: string; amountMinor?: number; reason: string; idempotencyKey: string },
): Promise<SandboxAnswer<RefundObject>> {
  const { idempotencyKey, ...request } = input;
  return mutate(deps, { idempotencyKey, operation: "refunds.create", request }, async (context) => {
    const { tx, at } = context;
    const [intent] = await tx
      .select()
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.id, input.paymentIntentId))
      .for("update");
    if (!intent) return refuse("not_found", "No such payment.");
    if (intent.status !== "succeeded")
      return refuse("invalid_request", "Only a settled payment can be refunded.");
    const left = intent.amountMinor - intent.refundedMinor;
    if (left === 0) return refuse("already_refunded", "The payment was refunded in full.");
    const amount = input.amountMinor ?? left;
    if (!Number.isInteger(amount) || amount <= 0)
      return refuse("invalid_request", "The amount must be a positive whole number.");
    if (amount > left)
      return refuse("amount_too_large", "The amount is more than is left to refund.");
    await tx
      .update(sandboxPaymentIntents)
      .set({ refundedMinor: intent.refundedMinor + amount, updatedAt: at })
      .where(eq(sandboxPaymentIntents.id, intent.id));
    const [refund] = await tx
      .insert(sandboxRefunds)
      .values({
        id: sandboxId("re"),
        paymentIntentId: intent.id,
        amountMinor: amount,
        currency: intent.currency,
        reason: input.reason,
        createdAt: at,
      })
      .returning();
    const object = refundObject(refund!);
    await context.emit("charge.refunded", object);
    return { ok: true, value: object };
  });
}
