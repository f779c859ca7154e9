import "server-only";
import { enqueue } from "@/server/jobs/job-queue";
import { logger } from "@/server/log/logger";
import { purchaseEffectsJobName } from "./purchase-effects-job";

/**
 * Asks for the after-payment effects of an order now, instead of at the next minute's pass.
 * Call it after the transaction that paid the order committed (the webhook route, the checkout).
 * It never throws: when the queue cannot be reached the minute's pass still finds the order.
 */
export async function requestPurchaseEffects(orderId?: string): Promise<void> {
  try {
    await enqueue(purchaseEffectsJobName, orderId ? { orderId } : {});
  } catch (error) {
    logger.warn("purchase effects not requested; the next pass will find them", {
      orderId,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}
