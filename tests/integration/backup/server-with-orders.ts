import { asc } from "drizzle-orm";
import { createDatabase, type DatabaseHandle } from "@/server/db/create-database";
import { getDatabase } from "@/server/db/client";
import type { Db } from "@/server/db/db-type";
import { orders, subscriptions } from "@/server/db/schema/billing";
import { staffUsers } from "@/server/db/schema/staff";
import { seedStaff } from "@/server/db/seed/seed-staff";
import { readOrCreateSecretsFile } from "@/server/secrets/secrets-file";
import { buy, openSandboxHarness, runSandbox, type SandboxHarness } from "../sandbox-pay/sandbox-harness";
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
  const harness = await openSandboxHarness(async () => {
    readOrCreateSecretsFile(place.env.SECRETS_FILE);
    const handle = await getDatabase();
    await seedStaff(handle.db);
    return handle;
  });
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
