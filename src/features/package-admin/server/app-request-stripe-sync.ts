import "server-only";
import { getEnv } from "@/env";
import { enqueue } from "@/server/jobs/job-queue";
import { stripePackageSyncJobName, stripeSyncKey, type RequestStripeSync } from "./stripe-sync-job";

/** The app's way to send the Stripe job: on its queue, once per package version; null without Stripe. */
export function appRequestStripeSync(): RequestStripeSync | null {
  if (!getEnv().STRIPE_SECRET_KEY) return null;
  return (request) => enqueue(stripePackageSyncJobName, request, { singletonKey: stripeSyncKey(request) });
}
