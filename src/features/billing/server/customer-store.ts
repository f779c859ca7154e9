import "server-only";
import { and, eq } from "drizzle-orm";
import type { PaymentProvider, ProviderFailure } from "@/features/billing/domain/payment-provider";
import type { ProviderName } from "@/features/billing/domain/provider-event";
import type { Db } from "@/server/db/db-type";
import { customers } from "@/server/db/schema/billing";

export type CustomerRow = typeof customers.$inferSelect;

/**
 * Our user's customer at the provider: the stored one, else created at the provider (keyed
 * by our user, so a retry finds the same customer) and stored once.
 */
export async function ensureCustomer(
  db: Db,
  provider: PaymentProvider,
  user: { userUuid: string; email: string },
): Promise<{ ok: true; customer: CustomerRow } | ProviderFailure> {
  const stored = await findCustomer(db, provider.name, user.userUuid);
  if (stored) return { ok: true, customer: stored };
  const created = await provider.createCustomer({
    email: user.email,
    userUuid: user.userUuid,
    idempotencyKey: `customer:${user.userUuid}`,
  });
  if (!created.ok) return created;
  await db
    .insert(customers)
    .values({
      userUuid: user.userUuid,
      email: user.email,
      provider: provider.name,
      providerCustomerId: created.customer.customerId,
    })
    .onConflictDoNothing();
  const customer = await findCustomer(db, provider.name, user.userUuid);
  if (!customer) throw new Error("customer row missing after insert");
  return { ok: true, customer };
}

async function findCustomer(
  db: Db,
  provider: ProviderName,
  userUuid: string,
): Promise<CustomerRow | null> {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.userUuid, userUuid), eq(customers.provider, provider)));
  return row ?? null;
}
