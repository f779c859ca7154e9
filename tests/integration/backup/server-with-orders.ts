import { asc } from "drizzle-orm";
import { resetEnvCache } from "@/env";
import { pricePackageToColumns } from "@/features/billing/domain/price-package-columns";
import { createDatabase, type DatabaseHandle } from "@/server/db/create-database";
import { getDatabase } from "@/server/db/client";
import type { Db } from "@/server/db/db-type";
import { orders, subscriptions } from "@/server/db/schema/billing";
import { pricePackages } from "@/server/db/schema/pricing";
import { staffUsers } from "@/server/db/schema/staff";
import { seedStaff } from "@/server/db/seed/seed-staff";
import { createSandboxProvider } from "@/server/integrations/sandbox-pay/sandbox-provider";
import { sandboxDeps } from "@/server/integrations/sandbox-pay/sandbox-app-deps";
import { sandboxWebhookSecret } from "@/server/integrations/sandbox-pay/signing-key";
import { getJobQueue, stopJobQueue } from "@/server/jobs/job-queue";
import { appWorkers } from "@/server/jobs/job-workers";
import { installWorkers } from "@/server/jobs/start-job-workers";
import { readOrCreateSecretsFile } from "@/server/secrets/secrets-file";
import { serveRoutes } from "../../helpers/serve-route";
import { testClock } from "../billing/billing-test-setup";
import {
  buy,
  introPlan,
  recipeBook,
  runSandbox,
  sandboxRoutes,
  trialPlan,
  type SandboxHarness,
} from "../sandbox-pay/sandbox-harness";
import type { ScratchPlace } from "./scratch-place";

/**
 * A server's data as the product makes it, at `place`: the app's database (migrated on open),
 * its secrets file, the demo staff from the seed, and plans bought through the checkout with
 * the sandbox processor (settled, webhooks delivered over HTTP, subscriptions started).
 */
export async function openServerWithOrders(
  place: ScratchPlace,
  purchases: number,
): Promise<SandboxHarness> {
  Object.assign(process.env, place.env, { DATABASE_URL: place.env.DATABASE_URL ?? "" });
  delete process.env.DATABASE_SCHEMA;
  const served = await serveRoutes(sandboxRoutes);
  // The processor delivers its webhooks to the server's own address (http://127.0.0.1:$PORT).
  process.env.PORT = new URL(served.url).port;
  resetEnvCache();
  readOrCreateSecretsFile(place.env.SECRETS_FILE);
  const handle = await getDatabase();
  const db = handle.db;
  await seedStaff(db);
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
  const harness: SandboxHarness = {
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
  for (let i = 0; i < purchases; i++) await buy(harness, { card: "4242424242424242" });
  await runSandbox(harness);
  return harness;
}

/** What must survive a backup: every order, subscription and staff account, with their state. */
export async function businessRecords(db: Db) {
  return {
    orders: await db
      .select({ id: orders.id, status: orders.status, amountMinor: orders.amountMinor })
      .from(orders)
      .orderBy(asc(orders.id)),
    subscriptions: await db
      .select({ id: subscriptions.id, status: subscriptions.status })
      .from(subscriptions)
      .orderBy(asc(subscriptions.id)),
    staff: await db
      .select({ email: staffUsers.email, role: staffUsers.role })
      .from(staffUsers)
      .orderBy(asc(staffUsers.email)),
  };
}

/** Opens a restored database the way the app does (a migration run included) to read it. */
export async function openRestored(place: ScratchPlace): Promise<DatabaseHandle> {
  const handle = await createDatabase({ url: place.env.DATABASE_URL, dataDir: place.env.DATA_DIR });
  await handle.migrate();
  return handle;
}
