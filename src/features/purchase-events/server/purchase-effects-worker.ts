import "server-only";
import type { Db } from "@/server/db/db-type";
import { logger } from "@/server/log/logger";
import { appPurchaseEffectDeps } from "./app-purchase-effect-deps";
import { purchaseEffectsCron, purchaseEffectsJobName } from "./purchase-effects-job";
import { runPurchaseEffects } from "./run-purchase-effects";

/** The worker entry of the purchase effects job (registered in src/server/jobs/job-workers.ts). */
export function purchaseEffectsWorker({ db, now }: { db: () => Promise<Db>; now: () => Date }) {
  return {
    name: purchaseEffectsJobName,
    schedule: { cron: purchaseEffectsCron, payload: {} },
    handle: async ({ orderId }: { orderId?: string }) => {
      const summary = await runPurchaseEffects(appPurchaseEffectDeps(await db(), now), { orderId });
      if (summary.done + summary.skipped + summary.failed + summary.gaveUp > 0)
        logger.info("purchase effects ran", { orderId, ...summary });
    },
  } as const;
}
