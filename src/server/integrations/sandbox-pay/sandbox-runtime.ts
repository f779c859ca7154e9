import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { PaymentErrorCode } from "@/features/billing/domain/payment-errors";
import type { Db } from "@/server/db/db-type";
import { sandboxEvents, sandboxIdempotencyKeys } from "@/server/db/schema/sandbox-pay";
import type { SandboxObject } from "./sandbox-objects";

/** Work the processor hands to the job queue once its transaction has committed. */
export type SandboxJob =
  | { name: "sandbox-pay.deliver-event"; eventId: string }
  | { name: "sandbox-pay.settle-payment"; paymentIntentId: string };

/** What the processor runs on: its tables, its clock and the job queue. */
export type SandboxDeps = {
  db: Db;
  now: () => Date;
  enqueue: (job: SandboxJob) => Promise<void>;
};

export type SandboxAnswer<T> =
  { ok: true; value: T } | { ok: false; code: PaymentErrorCode; message: string };

/** One mutation in progress: its transaction, its instant, and what it emits. */
export type SandboxTx = {
  tx: Db;
  at: Date;
  /** Stores a webhook event in the same transaction; it is delivered after the commit. */
  emit: (type: string, object: SandboxObject) => Promise<void>;
  /** Sends a job after the commit. */
  later: (job: SandboxJob) => void;
};

export function sandboxId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString("base64url")}`;
}

export function refuse(code: PaymentErrorCode, message: string): SandboxAnswer<never> {
  return { ok: false, code, message };
}

/**
 * Runs one change of the processor's state in one transaction (docs/billing.md, "The sandbox
 * provider"). With an idempotency key, the answer is stored under the key in the same
 * transaction and a repeat of the key gets it back — refusals included — without running
 * anything again; the same key with a different request is refused (`invalid_request`).
 * Concurrent calls with one key wait for each other (an advisory lock on the key).
 */
export async function mutate<T>(
  deps: SandboxDeps,
  call: { idempotencyKey: string | null; operation: string; request: unknown },
  run: (context: SandboxTx) => Promise<SandboxAnswer<T>>,
): Promise<SandboxAnswer<T>> {
  const jobs: SandboxJob[] = [];
  const at = deps.now();
  const requestHash = createHash("sha256")
    .update(call.operation)
    .update("\0")
    .update(JSON.stringify(call.request))
    .digest("hex");
  const answer = await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const key = call.idempotencyKey;
    if (key !== null) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 7001))`);
      const [stored] = await tx
        .select()
        .from(sandboxIdempotencyKeys)
        .where(eq(sandboxIdempotencyKeys.key, key));
      if (stored)
        return stored.requestHash === requestHash
          ? (stored.answer as SandboxAnswer<T>)
          : refuse("invalid_request", "This idempotency key was used for another request.");
    }
    const context: SandboxTx = {
      tx,
      at,
      emit: async (type, object) => {
        const id = sandboxId("evt");
        const body = JSON.stringify({ id, type, created: at.toISOString(), data: { object } });
        await tx.insert(sandboxEvents).values({ id, type, body, createdAt: at });
        jobs.push({ name: "sandbox-pay.deliver-event", eventId: id });
      },
      later: (job) => jobs.push(job),
    };
    const result = await run(context);
    if (key !== null)
      await tx.insert(sandboxIdempotencyKeys).values({
        key,
        operation: call.operation,
        requestHash,
        answer: result,
        createdAt: at,
      });
    return result;
  });
  for (const job of jobs) await deps.enqueue(job);
  return answer;
}
