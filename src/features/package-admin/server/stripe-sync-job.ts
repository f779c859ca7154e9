import "server-only";
import { z } from "zod";
import { defineJob } from "@/server/jobs/job-definition";

/** The job's name in the app's registry (src/server/jobs/job-names.ts). */
export const stripePackageSyncJobName = "billing.sync-stripe-package";

/**
 * Makes the Stripe product and prices of one saved package version (docs/package-admin.md,
 * "Stripe"). Sent after a save when Stripe is configured, never run in the request. A run
 * again is harmless: every Stripe call carries a key of the package, version and currency.
 */
export const stripePackageSyncJob = defineJob({
  payload: z
    .object({
      packageId: z.string().regex(/^pp_[a-z0-9][a-z0-9_]{0,62}$/),
      version: z.number().int().min(1),
    })
    .strict(),
  retry: { retryLimit: 8 },
});

export type StripeSyncRequest = { packageId: string; version: number };

/** Sends the job; null where Stripe is not configured (the sandbox needs nothing). */
export type RequestStripeSync = (request: StripeSyncRequest) => Promise<unknown>;

/** One job per package version: a second send of the same version does nothing. */
export const stripeSyncKey = ({ packageId, version }: StripeSyncRequest) => `stripe-package:${packageId}:v${version}`;
