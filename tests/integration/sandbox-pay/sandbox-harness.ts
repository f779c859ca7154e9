import { eq } from "drizzle-orm";
import { resetEnvCache } from "@/env";
import { pricePackageToColumns } from "@/features/billing/domain/price-package-columns";
import type { PaymentProvider } from "@/features/billing/domain/payment-provider";
import { submitCheckout } from "@/features/billing/server/submit-checkout";
import type { DatabaseHandle } from "@/server/db/create-database";
import type { Db } from "@/server/db/db-type";
import { orders, subscriptions } from "@/server/db/schema/billing";
import { pricePackages } from "@/server/db/schema/pricing";
import { sandboxEvents } from "@/server/db/schema/sandbox-pay";
import { createSandboxProvider } from "@/server/integrations/sandbox-pay/sandbox-provider";
import { sandboxDeps } from "@/server/integrations/sandbox-pay/sandbox-app-deps";
import { sandboxWebhookSecret } from "@/server/integrations/sandbox-pay/signing-key";
import type { JobQueue } from "@/server/jobs/create-job-queue";
import { getJobQueue, stopJobQueue } from "@/server/jobs/job-queue";
import type { AppJobs } from "@/server/jobs/job-names";
import { appWorkers } from "@/server/jobs/job-workers";
import { installWorkers } from "@/server/jobs/start-job-workers";
import * as authenticateRoute from "@/app/api/billing/sandbox/authenticate/[paymentIntentId]/route"; // eslint-disable-line no-restricted-imports -- the routes under test
import * as paymentMethodsRoute from "@/app/api/billing/sandbox/payment-methods/route"; // eslint-disable-line no-restricted-imports -- the routes under test
import * as webhookRoute from "@/app/api/billing/webhooks/[provider]/route"; // eslint-disable-line no-restricted-imports -- the routes under test
import { openAppDatabase } from "../../helpers/app-db";
import { routeMethods, serveRoutes, type ServedRoutes } from "../../helpers/serve-route";
import {
  createUser,
  introPlan,
  offer,
  recipeBook,
  testClock,
  trialPlan,
} from "../billing/billing-test-setup";

export { introPlan, recipeBook, trialPlan, offer, createUser };

/**
 * The app as the sandbox sees it: the app's database, its job queue with every worker, and
 * the billing routes served over real HTTP on this process's PORT, where the processor delivers its
 * webhooks. The business clock is the test's; signatures carry the real time.
 */
export type SandboxHarness = {
  handle: DatabaseHandle;
  db: Db;
  served: ServedRoutes;
  queue: JobQueue<AppJobs>;
  clock: ReturnType<typeof testClock>;
  provider: PaymentProvider;
  close: () => Promise<void>;
};

export const sandboxRoutes = [
  { path: "/api/billing/webhooks/[provider]", handlers: routeMethods(webhookRoute) },
  { path: "/api/billing/sandbox/payment-methods", handlers: routeMethods(paymentMethodsRoute) },
  {
    path: "/api/billing/sandbox/authenticate/[paymentIntentId]",
    handlers: routeMethods(authenticateRoute),
  },
];

/**
 * `openDatabase` opens the app's database (default: a fresh one per test file); a test that
 * needs the database of a server of its own (the backup test) passes its opener.
 */
export async function openSandboxHarness(
  openDatabase: () => Promise<DatabaseHandle> = openAppDatabase,
): Promise<SandboxHarness> {
  const served = await serveRoutes(sandboxRoutes);
  // The processor delivers to the server's own address (http://127.0.0.1:$PORT), as in the app.
  process.env.PORT = new URL(served.url).port;
  resetEnvCache();
  const handle = await openDatabase();
  resetEnvCache();
  const db = handle.db;
  await db
    .insert(pricePackages)
    .values([introPlan, trialPlan, recipeBook].map(pricePackageToColumns));
  const clock = testClock();
  const queue = await getJobQueue();
  await installWorkers(queue, appWorkers({ db: async () => db, now: () => clock.now().getTime() }));
  const provider = createSandboxProvider({
    ...sandboxDeps(db, clock.now),
    webhookSecret: sandboxWebhookSecret,
  });
  return {
    handle,
    db,
    served,
    queue,
    clock,
    provider,
    close: async () => {
      await stopJobQueue();
      await served.close();
      await handle.close();
    },
  };
}

/** Runs the processor's due settlements and deliveries until none is left. */
export async function runSandbox(harness: SandboxHarness) {
  return harness.queue.drain(["sandbox-pay.settle-payment", "sandbox-pay.deliver-event"]);
}

let buyers = 0;

/** Tokenises a card through the processor's HTTP endpoint, as the browser would. */
export async function tokenise(
  harness: SandboxHarness,
  number: string,
  extra: Partial<{ expMonth: number; expYear: number; cvc: string; name: string }> = {},
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${harness.served.url}/api/billing/sandbox/payment-methods`, {
    method: "POST",
    // Each buyer from an address of their own, under the endpoint's per-address limit.
    headers: {
      "content-type": "application/json",
      "x-forwarded-for": `198.51.100.${(++buyers % 250) + 1}`,
      ...headers,
    },
    body: JSON.stringify({
      number,
      expMonth: 12,
      expYear: 2099,
      cvc: "123",
      name: "Test Buyer",
      ...extra,
    }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

export async function cardToken(harness: SandboxHarness, number: string): Promise<string> {
  const { status, body } = await tokenise(harness, number);
  if (status !== 200) throw new Error(`card ${number} refused: ${JSON.stringify(body)}`);
  return body.id as string;
}

let checkouts = 0;
export async function buy(
  harness: SandboxHarness,
  input: { card: string; pkg?: typeof introPlan; shownAmountMinor?: number },
) {
  const user = await createUser(harness.db);
  const paymentMethodId = await cardToken(harness, input.card);
  const pkg = input.pkg ?? introPlan;
  const result = await submitCheckout(
    harness.db,
    harness.provider,
    {
      user,
      request: {
        packageId: pkg.id,
        currency: "EUR",
        shownAmountMinor: input.shownAmountMinor ?? 1999,
        paymentMethodId,
        idempotencyKey: `checkout-${++checkouts}-${Date.now()}`,
      },
      offer,
    },
    harness.clock.now,
  );
  return { user, paymentMethodId, result };
}

export async function orderStatus(db: Db, id: string) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row?.status;
}

export async function subscriptionOfOrder(db: Db, orderId: string) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.initialOrderId, orderId));
  return row;
}

/** The processor's events, oldest first, whose body mentions `text` (an id). */
export async function eventsAbout(db: Db, text: string) {
  const rows = await db
    .select()
    .from(sandboxEvents)
    .orderBy(sandboxEvents.createdAt, sandboxEvents.id);
  return rows.filter((row) => row.body.includes(text));
}
