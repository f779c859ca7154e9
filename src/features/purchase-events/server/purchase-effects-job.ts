import "server-only";
import { z } from "zod";
import { defineJob } from "@/server/jobs/job-definition";

/** The job's name in the app's registry (src/server/jobs/job-names.ts). */
export const purchaseEffectsJobName = "purchase-events.run-effects";

/**
 * One pass over the after-payment effects (docs/purchase-events.md): every minute for all
 * paid orders, and on request for one order. A pass records each effect's failure and retries
 * it itself, so the job only fails when the pass cannot run at all (the database is down).
 */
export const purchaseEffectsJob = defineJob({
  payload: z.object({ orderId: z.uuid().optional() }).strict(),
  retry: { retryLimit: 2 },
  timeoutSeconds: 10 * 60,
});

/** Every minute, UTC. */
export const purchaseEffectsCron = "* * * * *";
