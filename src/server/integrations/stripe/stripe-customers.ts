import "server-only";
import type Stripe from "stripe";
import type {
  CreateCustomerInput,
  PaymentProvider,
} from "@/features/billing/domain/payment-provider";
import { callStripe } from "./stripe-call";
import { customerOf } from "./stripe-objects";

/** Creates the buyer's Stripe customer once per key; our user id goes on it as metadata. */
export function createCustomer(stripe: Stripe, input: CreateCustomerInput) {
  return callStripe("customers.create", async () => {
    const customer = await stripe.customers.create(
      { email: input.email, metadata: { userUuid: input.userUuid } },
      { idempotencyKey: input.idempotencyKey },
    );
    return { customer: customerOf(customer) };
  });
}

/** A customer by its Stripe id, or the newest one with the e-mail; null when there is none. */
export function findCustomer(
  stripe: Stripe,
  input: Parameters<PaymentProvider["findCustomer"]>[0],
) {
  return callStripe("customers.find", async () => {
    if ("customerId" in input) {
      const found = await stripe.customers.retrieve(input.customerId).catch(nullWhenMissing);
      return { customer: found && !found.deleted ? customerOf(found) : null };
    }
    const list = await stripe.customers.list({ email: input.email, limit: 1 });
    const [first] = list.data;
    return { customer: first ? customerOf(first) : null };
  });
}

/**
 * Deletes the Stripe customer: Stripe removes its saved payment methods and cancels its
 * subscriptions at once (docs/privacy.md). A DELETE takes no idempotency key; deleting a
 * customer Stripe no longer has answers `alreadyGone`.
 */
export function deleteCustomer(stripe: Stripe, input: { customerId: string }) {
  return callStripe("customers.del", async () => {
    const deleted = await stripe.customers.del(input.customerId).catch(nullWhenMissing);
    return { alreadyGone: deleted === null };
  });
}

function nullWhenMissing(error: unknown): null {
  if ((error as { code?: string }).code === "resource_missing") return null;
  throw error;
}
