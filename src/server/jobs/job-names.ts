import "server-only";
import { z } from "zod";
import { dashboardJob } from "@/features/dashboard/server/dashboard-job";
import { purchaseEffectsJob } from "@/features/purchase-events/server/purchase-effects-job";
import { emailSendJob } from "@/server/email/email-send-job";
import { mealPlanGenerateJob } from "@/features/plan/server/meal-plan-job";
import { providerDeletionJob } from "@/features/privacy/server/provider-deletion-job";
import { stripePackageSyncJob } from "@/features/package-admin/server/stripe-sync-job";
import { defineJob } from "./job-definition";

/**
 * Every job the app runs, by name, with the payload it carries. A feature adds its jobs here
 * and its handler in job-workers.ts (docs/jobs.md, "Adding a job").
 */
export const appJobs = {
  /** Hourly: deletes rate-limit windows that no rule can still be counting in. */
  "maintenance.purge-expired-rate-limits": defineJob({
    payload: z.object({}).strict(),
    retry: { retryLimit: 2 },
  }),
  /** Every 5 minutes: tries again the stored webhook events whose processing failed. */
  "billing.retry-webhook-events": defineJob({
    payload: z.object({}).strict(),
    retry: { retryLimit: 2 },
  }),
  /**
   * The sandbox processor POSTs one signed event to the app's webhook endpoint; any answer
   * but 2xx is retried with backoff (≈5 s, 10 s, 20 s … up to 1 h, for about a day).
   */
  "sandbox-pay.deliver-event": defineJob({
    payload: z.object({ eventId: z.string().min(1) }).strict(),
    retry: { retryLimit: 30, retryDelay: 5, retryBackoff: true, retryDelayMax: 3_600 },
    // A delivery waits at most 10 s for its answer; a run cut off by a crash is retried after a minute.
    timeoutSeconds: 60,
  }),
  /** The sandbox bank settles an accepted charge (then sends its events). */
  "sandbox-pay.settle-payment": defineJob({
    payload: z.object({ paymentIntentId: z.string().min(1) }).strict(),
    // Settling takes a moment; a run cut off by a crash is retried after a minute, not 15.
    timeoutSeconds: 60,
  }),
  /** Every 5 minutes: sandbox renewals, dunning retries and cancellations at period end. */
  "sandbox-pay.advance-subscriptions": defineJob({
    payload: z.object({}).strict(),
    retry: { retryLimit: 2 },
  }),
  /** Sends one stored e-mail by SMTP, or keeps it in the outbox without SMTP (docs/email.md). */
  "email.send": emailSendJob,
  /** Every minute and on request: the after-payment effects of paid orders (docs/purchase-events.md). */
  "purchase-events.run-effects": purchaseEffectsJob,
  /** Every minute and at start-up: the dashboard's aggregates catch up (docs/dashboard.md). */
  "dashboard.aggregate": dashboardJob,
  /** Builds one user's meal plan for one week (docs/meal-plan.md, "The buyer's plan"). */
  "meal-plan.generate": mealPlanGenerateJob,
  /** Every 10 minutes and after an erasure: erased customers deleted at their payment provider (docs/privacy.md). */
  "privacy.delete-provider-customers": providerDeletionJob,
  /** After a package is saved with Stripe configured: its Stripe product and prices (docs/package-admin.md). */
  "billing.sync-stripe-package": stripePackageSyncJob,
  "split-results.refresh": defineJob({ payload: z.object({}).strict(), retry: { retryLimit: 2 }, timeoutSeconds: 5 * 60 }), // every minute: split results catch up (docs/split-results.md)
};

export type AppJobs = typeof appJobs;
