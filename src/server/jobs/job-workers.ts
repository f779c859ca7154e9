import "server-only";
import { getEnv } from "@/env";
import { dashboardWorker } from "@/features/dashboard/server/dashboard-worker";
import { retryWebhookEvents } from "@/features/billing/server/retry-webhook-events";
import { mealPlanWorker } from "@/features/plan/server/meal-plan-worker";
import { deleteProviderCustomers } from "@/features/privacy/server/delete-provider-customers";
import { providerNamed } from "@/features/billing/server/providers/payment-provider-registry";
import { purchaseEffectsWorker } from "@/features/purchase-events/server/purchase-effects-worker";
import type { Db } from "@/server/db/db-type";
import { appMailSender } from "@/server/email/app-mail-sender";
import { emailSendWorker } from "@/server/email/email-send-job";
import { sendQueuedEmail } from "@/server/email/send-queued-email";
import { deliverEvent } from "@/server/integrations/sandbox-pay/deliver-event";
import { sandboxDeps } from "@/server/integrations/sandbox-pay/sandbox-app-deps";
import { settlePayment } from "@/server/integrations/sandbox-pay/sandbox-payments";
import { advanceSubscriptions } from "@/server/integrations/sandbox-pay/sandbox-renewals";
import { sandboxWebhookSecret } from "@/server/integrations/sandbox-pay/signing-key";
import { logger } from "@/server/log/logger";
import type { JobName, JobPayload } from "./job-definition";
import type { AppJobs } from "./job-names";
import { purgeExpiredRateLimits } from "./purge-expired-rate-limits";
import type { JobHandler } from "./run-job";

type AnyAppPayload = JobPayload<AppJobs, JobName<AppJobs>>;

/**
 * Who does one job's work, and (optionally) the cron schedule (UTC) that sends it. Built with
 * `worker()`, which checks each handler against its own job's payload; the queue checks the
 * stored payload against the job's schema again before the handler runs.
 */
export type AppWorker = {
  name: JobName<AppJobs>;
  handle: JobHandler<AnyAppPayload>;
  schedule?: { cron: string; payload: AnyAppPayload };
  /** Jobs of this kind run at once in each process (default 1). */
  concurrency?: number;
  /** How often an idle worker of this kind looks for work (default 2 s). */
  pollingIntervalSeconds?: number;
};

function worker<Name extends JobName<AppJobs>>(entry: {
  name: Name;
  handle: JobHandler<JobPayload<AppJobs, Name>>;
  schedule?: { cron: string; payload: JobPayload<AppJobs, Name> };
  concurrency?: number;
  pollingIntervalSeconds?: number;
}): AppWorker {
  return entry as unknown as AppWorker;
}

export type WorkerDependencies = {
  db: () => Promise<Db>;
  now: () => number;
};

/** The handler of every job in job-names.ts. A feature adds its entry here (docs/jobs.md). */
export function appWorkers({ db, now }: WorkerDependencies): AppWorker[] {
  const clock = () => new Date(now());
  return [
    worker({
      name: "maintenance.purge-expired-rate-limits",
      schedule: { cron: "17 * * * *", payload: {} },
      handle: async () => {
        const removed = await purgeExpiredRateLimits(await db(), now());
        logger.info("expired rate-limit windows purged", { removed });
      },
    }),
    worker({
      name: "billing.retry-webhook-events",
      schedule: { cron: "*/5 * * * *", payload: {} },
      handle: async () => {
        const processed = await retryWebhookEvents(await db(), clock);
        if (processed > 0) logger.info("stored webhook events processed on retry", { processed });
      },
    }),
    worker({
      name: "sandbox-pay.deliver-event",
      // Each delivery mostly waits for the app's answer: several at once, looked for often,
      // keep a burst of payments moving (the processor's answers must not lag behind).
      concurrency: 4,
      pollingIntervalSeconds: 0.5,
      handle: async ({ eventId }, run) => {
        await deliverEvent(
          {
            db: await db(),
            // The signature carries the real time of the delivery, whatever the business clock.
            now: () => new Date(),
            secret: sandboxWebhookSecret(),
            baseUrl: getEnv().SANDBOX_WEBHOOK_URL ?? getEnv().OWN_URL,
            signal: run.signal,
          },
          eventId,
        );
      },
    }),
    worker({
      name: "sandbox-pay.settle-payment",
      concurrency: 4,
      pollingIntervalSeconds: 0.5,
      handle: async ({ paymentIntentId }) => {
        await settlePayment(sandboxDeps(await db(), clock), paymentIntentId);
      },
    }),
    worker({
      name: "sandbox-pay.advance-subscriptions",
      schedule: { cron: "*/5 * * * *", payload: {} },
      handle: async () => {
        const result = await advanceSubscriptions(sandboxDeps(await db(), clock));
        if (result.renewed + result.retried > 0)
          logger.info("sandbox subscriptions advanced", result);
      },
    }),
    worker({
      name: "email.send",
      // Several sends at once over pooled SMTP connections; sign-in mails jump the line by
      // their priority (docs/email.md, "Order and speed").
      ...emailSendWorker,
      handle: async ({ outboxId }) => {
        await sendQueuedEmail(await db(), appMailSender(), getEnv().MAIL_FROM, outboxId, clock);
      },
    }),
    worker(purchaseEffectsWorker({ db, now: clock })),
    worker(dashboardWorker({ db, now: clock })),
    worker(mealPlanWorker({ db })),
    worker({
      name: "privacy.delete-provider-customers",
      schedule: { cron: "*/10 * * * *", payload: {} },
      handle: async () => {
        const database = await db();
        const result = await deleteProviderCustomers(database, (name) => providerNamed(database, name), clock);
        if (result.done > 0) logger.info("erased customers deleted at their payment provider", result);
      },
    }),
    worker({
      name: "billing.sync-stripe-package",
      handle: async (request) => {
        const secretKey = getEnv().STRIPE_SECRET_KEY;
        // Sent only with Stripe configured; a job left from then has nothing to do in the sandbox.
        if (!secretKey) return;
        const { syncStripePackage } = await import("@/features/package-admin/server/sync-stripe-package");
        const { createStripeClient } = await import("@/server/integrations/stripe/stripe-client");
        await syncStripePackage(await db(), createStripeClient({ secretKey }), request);
      },
    }),
    worker({ name: "split-results.refresh", schedule: { cron: "* * * * *", payload: {} }, handle: async () => (await import("@/features/split-results/server/split-results-worker")).splitResultsWorker({ db, now: clock }).handle() }),
  ];
}
