/**
 * Reads what the run left in the database: our orders, payments and subscriptions, and the
 * sandbox processor's own payment intents, subscriptions and events. PostgreSQL is read live
 * (in the run's own schema); PGlite only after the server has stopped (one process at a time),
 * and always inside a read-only transaction.
 */
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { ChaosRows } from "./chaos-verdict";

export type ChaosDatabase = {
  query: <Row>(text: string, params?: unknown[]) => Promise<Row[]>;
  close: () => Promise<void>;
};

export async function openChaosDatabase(
  target: { kind: "pglite"; dataDir: string } | { kind: "postgres"; url: string; schema: string },
): Promise<ChaosDatabase> {
  if (target.kind === "pglite") {
    const client = new PGlite(target.dataDir);
    await client.waitReady;
    return {
      query: async <Row>(text: string, params: unknown[] = []) => {
        const result = await client.transaction(async (tx) => {
          await tx.exec("set transaction read only");
          return tx.query<Row>(text, params);
        });
        return result.rows;
      },
      close: () => client.close(),
    };
  }
  const pool = new pg.Pool({
    connectionString: target.url,
    max: 2,
    options: `-c search_path=${target.schema} -c default_transaction_read_only=on`,
  });
  return {
    query: async <Row>(text: string, params: unknown[] = []) =>
      (await pool.query(text, params)).rows as Row[],
    close: () => pool.end(),
  };
}

/** Every row the verdict needs, for the orders whose idempotency key starts with `keyPrefix`. */
export async function readChaosRows(db: ChaosDatabase, keyPrefix: string, jobSchema: string): Promise<ChaosRows> {
  const like = `${keyPrefix}%`;
  const orders = await db.query<ChaosRows["orders"][number]>(
    `select id, idempotency_key as "key", status, failure_code as "failureCode", amount_minor as "amountMinor"
       from orders where idempotency_key like $1`,
    [like],
  );
  const payments = await db.query<ChaosRows["payments"][number]>(
    `select p.order_id as "orderId", p.status, p.provider_payment_id as "providerPaymentId"
       from payments p join orders o on o.id = p.order_id where o.idempotency_key like $1`,
    [like],
  );
  const subscriptions = await db.query<ChaosRows["subscriptions"][number]>(
    `select s.id, s.initial_order_id as "initialOrderId", s.status
       from subscriptions s join orders o on o.id = s.initial_order_id where o.idempotency_key like $1`,
    [like],
  );
  const processorIntents = await db.query<ChaosRows["processorIntents"][number]>(
    `select id, metadata->>'orderId' as "orderId", status, amount_minor as "amountMinor", off_session as "offSession"
       from sandbox_pay_payment_intents`,
  );
  const processorSubscriptions = await db.query<ChaosRows["processorSubscriptions"][number]>(
    `select id, metadata->>'orderId' as "orderId", status from sandbox_pay_subscriptions`,
  );
  const waitingEvents = await db.query<ChaosRows["waitingEvents"][number]>(
    `select id, type, attempts,
            (body::jsonb)->'data'->'object'->'metadata'->>'orderId' as "orderId",
            case when type like 'customer.subscription.%' then (body::jsonb)->'data'->'object'->>'id'
                 else (body::jsonb)->'data'->'object'->>'subscription' end as "subscriptionId"
       from sandbox_pay_events where delivered_at is null`,
  );
  const [events] = await db.query<{ total: number; undelivered: number; attempts: number }>(
    `select count(*)::int as total, count(*) filter (where delivered_at is null)::int as undelivered,
            coalesce(sum(attempts), 0)::int as attempts
       from sandbox_pay_events`,
  );
  const [received] = await db.query<{ total: number; unprocessed: number }>(
    `select count(*)::int as total, count(*) filter (where processed_at is null)::int as unprocessed
       from webhook_events where provider = 'sandbox'`,
  );
  let jobs: ChaosRows["jobs"] = [];
  try {
    jobs = await db.query<ChaosRows["jobs"][number]>(
      `select name, state, count(*)::int as count from "${jobSchema}".job
        where name like 'sandbox-pay.%' or name like 'billing.%' group by name, state order by name, state`,
    );
  } catch {
    // the queue's tables have another shape: the job summary is left out
  }
  return {
    orders,
    payments,
    subscriptions,
    processorIntents,
    processorSubscriptions,
    waitingEvents,
    events: events ?? { total: 0, undelivered: 0, attempts: 0 },
    received: received ?? { total: 0, unprocessed: 0 },
    jobs,
  };
}
