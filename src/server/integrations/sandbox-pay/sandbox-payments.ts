import "server-only";
import { eq } from "drizzle-orm";
import type { sandboxPaymentMethods } from "@/server/db/schema/sandbox-pay";
import { sandboxInvoices, sandboxPaymentIntents } from "@/server/db/schema/sandbox-pay";
import { attachedCard } from "./sandbox-cards";
import { markInvoiceFailed, markInvoicePaid } from "./sandbox-invoices";
import { paymentIntentObject, type PaymentIntentObject } from "./sandbox-objects";
import {
  mutate,
  refuse,
  sandboxId,
  type SandboxAnswer,
  type SandboxDeps,
  type SandboxTx,
} from "./sandbox-runtime";
import { chargeOutcome } from "./test-cards";

type IntentRow = typeof sandboxPaymentIntents.$inferSelect;
type CardRow = typeof sandboxPaymentMethods.$inferSelect;

export type ChargeInput = {
  customerId: string;
  paymentMethodId: string;
  amountMinor: number;
  currency: string;
  description: string;
  metadata: Record<string, string>;
  offSession: boolean;
  subscriptionId?: string;
  invoiceId?: string;
};

/**
 * One charge attempt on a card (docs/billing.md, "The sandbox provider"). The bank's answer
 * comes in one of three ways: a refusal at once (the intent fails, `payment_intent.payment_failed`
 * is sent); an authentication step the buyer must pass first (`requires_action`, on-session
 * only); or an acceptance, after which the intent is `processing` until the settlement job
 * marks it succeeded and sends `payment_intent.succeeded`. So the app hears of money received
 * only through the webhook.
 */
export async function startCharge(
  context: SandboxTx,
  card: CardRow,
  input: ChargeInput,
): Promise<IntentRow> {
  const { tx, at } = context;
  const outcome = chargeOutcome(card.behaviour as never, input.offSession);
  const [intent] = await tx
    .insert(sandboxPaymentIntents)
    .values({
      id: sandboxId("pi"),
      customerId: input.customerId,
      paymentMethodId: input.paymentMethodId,
      amountMinor: input.amountMinor,
      currency: input.currency,
      status:
        outcome.kind === "fails"
          ? "failed"
          : outcome.kind === "requires_action"
            ? "requires_action"
            : "processing",
      failureCode: outcome.kind === "fails" ? outcome.code : null,
      offSession: input.offSession,
      description: input.description,
      metadata: input.metadata,
      subscriptionId: input.subscriptionId ?? null,
      invoiceId: input.invoiceId ?? null,
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  if (outcome.kind === "fails")
    await context.emit("payment_intent.payment_failed", paymentIntentObject(intent!));
  if (outcome.kind === "succeeds")
    context.later({ name: "sandbox-pay.settle-payment", paymentIntentId: intent!.id });
  return intent!;
}

/** A charge with the buyer present (a checkout of a one-time package). */
export async function confirmPayment(
  deps: SandboxDeps,
  input: Omit<ChargeInput, "offSession" | "subscriptionId" | "invoiceId"> & {
    idempotencyKey: string;
    offSession: boolean;
  },
): Promise<SandboxAnswer<PaymentIntentObject>> {
  const { idempotencyKey, ...request } = input;
  return mutate(
    deps,
    { idempotencyKey, operation: "payment_intents.create", request },
    async (context) => {
      const card = await attachedCard(context.tx, input.customerId, input.paymentMethodId);
      if (!card) return refuse("invalid_request", "No such payment method for this customer.");
      if (input.amountMinor <= 0) return refuse("invalid_request", "The amount must be positive.");
      const intent = await startCharge(context, card, request);
      return intent.status === "failed"
        ? refuse(intent.failureCode as never, "The card was refused.")
        : { ok: true, value: paymentIntentObject(intent) };
    },
  );
}

/**
 * The bank's settlement of an accepted charge (the `sandbox-pay.settle-payment` job): the
 * intent succeeds, its invoice is paid and the subscription moves on. Settling twice does
 * nothing more.
 */
export async function settlePayment(deps: SandboxDeps, paymentIntentId: string): Promise<void> {
  await mutate(
    deps,
    { idempotencyKey: null, operation: "payment_intents.settle", request: paymentIntentId },
    async (context) => {
      const intent = await lockIntent(context, paymentIntentId);
      if (intent?.status !== "processing") return { ok: true, value: null };
      await succeed(context, intent);
      return { ok: true, value: null };
    },
  );
}

/**
 * The buyer's answer on the processor's authentication page: approved, the charge is
 * accepted and settles; failed, the intent fails with `authentication_required`.
 */
export async function authenticatePayment(
  deps: SandboxDeps,
  input: { paymentIntentId: string; approve: boolean },
): Promise<SandboxAnswer<PaymentIntentObject>> {
  return mutate(
    deps,
    { idempotencyKey: null, operation: "payment_intents.authenticate", request: input },
    async (context) => {
      const intent = await lockIntent(context, input.paymentIntentId);
      if (!intent) return refuse("not_found", "No such payment.");
      if (intent.status !== "requires_action")
        return { ok: true, value: paymentIntentObject(intent) };
      if (input.approve) {
        const [accepted] = await context.tx
          .update(sandboxPaymentIntents)
          .set({ status: "processing", updatedAt: context.at })
          .where(eq(sandboxPaymentIntents.id, intent.id))
          .returning();
        context.later({ name: "sandbox-pay.settle-payment", paymentIntentId: intent.id });
        return { ok: true, value: paymentIntentObject(accepted!) };
      }
      const failed = await fail(context, intent, "authentication_required");
      return { ok: true, value: paymentIntentObject(failed) };
    },
  );
}

export async function retrievePaymentIntent(
  deps: SandboxDeps,
  paymentIntentId: string,
): Promise<PaymentIntentObject | null> {
  const [intent] = await deps.db
    .select()
    .from(sandboxPaymentIntents)
    .where(eq(sandboxPaymentIntents.id, paymentIntentId));
  return intent ? paymentIntentObject(intent) : null;
}

async function lockIntent(context: SandboxTx, id: string): Promise<IntentRow | undefined> {
  const [intent] = await context.tx
    .select()
    .from(sandboxPaymentIntents)
    .where(eq(sandboxPaymentIntents.id, id))
    .for("update");
  return intent;
}

async function succeed(context: SandboxTx, intent: IntentRow): Promise<void> {
  const [settled] = await context.tx
    .update(sandboxPaymentIntents)
    .set({ status: "succeeded", updatedAt: context.at })
    .where(eq(sandboxPaymentIntents.id, intent.id))
    .returning();
  await context.emit("payment_intent.succeeded", paymentIntentObject(settled!));
  if (intent.invoiceId) await markInvoicePaid(context, intent.invoiceId);
}

/** A failed charge: the intent, and the invoice it was for. */
export async function fail(
  context: SandboxTx,
  intent: IntentRow,
  code: string,
): Promise<IntentRow> {
  const [failed] = await context.tx
    .update(sandboxPaymentIntents)
    .set({ status: "failed", failureCode: code, updatedAt: context.at })
    .where(eq(sandboxPaymentIntents.id, intent.id))
    .returning();
  await context.emit("payment_intent.payment_failed", paymentIntentObject(failed!));
  if (intent.invoiceId) {
    const [invoice] = await context.tx
      .select()
      .from(sandboxInvoices)
      .where(eq(sandboxInvoices.id, intent.invoiceId));
    if (invoice) await markInvoiceFailed(context, invoice, code);
  }
  return failed!;
}
