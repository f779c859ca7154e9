import "server-only";
import { and, eq, inArray, lt } from "drizzle-orm";
import type { PaymentProvider } from "@/features/billing/domain/payment-provider";
import type { ProviderName } from "@/features/billing/domain/provider-event";
import type { Db } from "@/server/db/db-type";
import { privacyProviderDeletions } from "@/server/db/schema/privacy";
import { logger } from "@/server/log/logger";

/** After this many failed tries a deletion waits for staff (it stays `failed`). */
export const maxProviderDeletionAttempts = 20;

export type ProviderDeletionRun = { done: number; failed: number };

/**
 * Deletes the erased customers still waiting at their payment provider, one by one
 * (docs/privacy.md, "The payment provider"). A refusal or an unreachable provider marks the
 * row `failed` with the code and counts the try; the next run asks again. Logs name the row and
 * the code only. Throws when some failed, so the job's own retries come sooner than the schedule.
 */
export async function deleteProviderCustomers(
  db: Db,
  providerOf: (name: ProviderName) => PaymentProvider | null,
  now: () => Date,
): Promise<ProviderDeletionRun> {
  const waiting = await db
    .select()
    .from(privacyProviderDeletions)
    .where(
      and(
        inArray(privacyProviderDeletions.status, ["pending", "failed"]),
        lt(privacyProviderDeletions.attempts, maxProviderDeletionAttempts),
      ),
    )
    .orderBy(privacyProviderDeletions.requestedAt)
    .limit(100);
  const run: ProviderDeletionRun = { done: 0, failed: 0 };
  for (const row of waiting) {
    const provider = providerOf(row.provider);
    const answer = provider
      ? await provider.deleteCustomer({ customerId: row.providerCustomerId })
      : ({ ok: false, code: "provider_not_configured" } as const);
    if (answer.ok || answer.code === "not_found") {
      await db
        .update(privacyProviderDeletions)
        .set({ status: "done", attempts: row.attempts + 1, lastError: null, finishedAt: now() })
        .where(eq(privacyProviderDeletions.id, row.id));
      run.done += 1;
    } else {
      await db
        .update(privacyProviderDeletions)
        .set({ status: "failed", attempts: row.attempts + 1, lastError: answer.code })
        .where(eq(privacyProviderDeletions.id, row.id));
      logger.warn("payment provider customer deletion failed", {
        deletionId: row.id,
        provider: row.provider,
        code: answer.code,
        attempts: row.attempts + 1,
      });
      run.failed += 1;
    }
  }
  if (run.failed > 0)
    throw new Error(`${run.failed} provider customer deletion(s) failed; they are tried again`);
  return run;
}
