import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/server/db/db-type";
import { sandboxCustomers, sandboxPaymentMethods } from "@/server/db/schema/sandbox-pay";
import { checkCard, type CardInput } from "./card-check";
import { customerObject, type CustomerObject } from "./sandbox-objects";
import { mutate, refuse, sandboxId, type SandboxAnswer, type SandboxDeps } from "./sandbox-runtime";

export type PaymentMethodObject = {
  object: "payment_method";
  id: string;
  card: { brand: string; last4: string; exp_month: number; exp_year: number };
};

/**
 * Tokenises a card (docs/billing.md, "The sandbox provider"): the processor checks it and
 * keeps only its behaviour, brand, last four digits and expiry; the answer is a `pm_…` id.
 * Neither the number nor the CVC is stored.
 */
export async function createPaymentMethod(
  deps: SandboxDeps,
  input: { card: CardInput; idempotencyKey: string | null },
): Promise<SandboxAnswer<PaymentMethodObject>> {
  const request = {
    last4: input.card.number.slice(-4),
    exp: [input.card.expMonth, input.card.expYear],
  };
  return mutate(
    deps,
    { idempotencyKey: input.idempotencyKey, operation: "payment_methods.create", request },
    async ({ tx, at }) => {
      const checked = checkCard(input.card, at);
      if (!checked.ok) return refuse(checked.code, `The card's ${checked.field} is not valid.`);
      const { card } = checked;
      const id = sandboxId("pm");
      await tx.insert(sandboxPaymentMethods).values({ id, ...card, createdAt: at });
      return {
        ok: true,
        value: {
          object: "payment_method",
          id,
          card: {
            brand: card.brand,
            last4: card.last4,
            exp_month: card.expMonth,
            exp_year: card.expYear,
          },
        },
      };
    },
  );
}

export async function createCustomer(
  deps: SandboxDeps,
  input: { email: string; userUuid: string; idempotencyKey: string },
): Promise<SandboxAnswer<CustomerObject>> {
  return mutate(
    deps,
    {
      idempotencyKey: input.idempotencyKey,
      operation: "customers.create",
      request: { email: input.email, userUuid: input.userUuid },
    },
    async ({ tx, at }) => {
      const [row] = await tx
        .insert(sandboxCustomers)
        .values({
          id: sandboxId("cus"),
          email: input.email,
          userUuid: input.userUuid,
          createdAt: at,
        })
        .returning();
      return { ok: true, value: customerObject(row!) };
    },
  );
}

export async function findCustomer(
  db: Db,
  query: { email: string } | { customerId: string },
): Promise<CustomerObject | null> {
  const [row] = await db
    .select()
    .from(sandboxCustomers)
    .where(
      "email" in query
        ? eq(sandboxCustomers.email, query.email)
        : eq(sandboxCustomers.id, query.customerId),
    )
    .limit(1);
  return row ? customerObject(row) : null;
}

/**
 * The card a charge uses, attached to the customer on first use; a card attached to someone
 * else, or unknown, is refused.
 */
export async function attachedCard(tx: Db, customerId: string, paymentMethodId: string) {
  const [customer] = await tx
    .select()
    .from(sandboxCustomers)
    .where(eq(sandboxCustomers.id, customerId));
  if (!customer) return null;
  const [method] = await tx
    .select()
    .from(sandboxPaymentMethods)
    .where(eq(sandboxPaymentMethods.id, paymentMethodId))
    .for("update");
  if (!method || (method.customerId !== null && method.customerId !== customerId)) return null;
  if (method.customerId === null)
    await tx
      .update(sandboxPaymentMethods)
      .set({ customerId })
      .where(eq(sandboxPaymentMethods.id, paymentMethodId));
  return method;
}
