import { and, eq } from "drizzle-orm";
import { orders } from "@/server/db/schema/billing";
import { createSandboxAccountPort } from "@/server/integrations/sandbox-pay/sandbox-account-port";
import { sandboxDeps } from "@/server/integrations/sandbox-pay/sandbox-app-deps";
import type { AccountDeps } from "@/features/subscription/server/account-deps";
import { runSandbox, type SandboxHarness } from "../sandbox-pay/sandbox-harness";

const day = 86_400_000;

/** The account's use cases over the sandbox harness: its database, clock and processor. */
export function accountDepsOf(harness: SandboxHarness): AccountDeps {
  return {
    db: harness.db,
    now: harness.clock.now,
    paymentPort: () => harness.provider,
    accountPort: () => createSandboxAccountPort(sandboxDeps(harness.db, harness.clock.now)),
    mail: {
      requestSend: async () => undefined,
      siteUrl: "https://platewise.example",
      supportEmail: "support@platewise.example",
    },
  };
}

/** Moves the business clock to `start + days`, runs the processor's clock work and deliveries. */
export async function advanceTo(harness: SandboxHarness, start: Date, days: number) {
  harness.clock.advanceDays(days - (harness.clock.now().getTime() - start.getTime()) / day);
  await harness.queue.enqueue("sandbox-pay.advance-subscriptions", {});
  await harness.queue.drain(["sandbox-pay.advance-subscriptions"]);
  await runSandbox(harness);
}

export async function renewalOrders(harness: SandboxHarness, userUuid: string) {
  const rows = await harness.db
    .select()
    .from(orders)
    .where(and(eq(orders.userUuid, userUuid), eq(orders.kind, "renewal")))
    .orderBy(orders.createdAt);
  return rows.map((row) => ({ status: row.status, amountMinor: row.amountMinor }));
}

export const dayMs = day;
