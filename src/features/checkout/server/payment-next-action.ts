import "server-only";
import type { PaymentProvider } from "@/features/billing/domain/payment-provider";
import { authenticationPath } from "./checkout-paths";

/**
 * A provider whose bank checks the browser finishes itself with the intent's client secret
 * (Stripe: `stripe.handleNextAction`), rather than on a page of the processor's.
 */
type ClientSecretProvider = PaymentProvider & {
  clientSecretOf: (input: { paymentId: string }) => Promise<{ ok: true; intent: { clientSecret: string } } | { ok: false }>;
};

function hasClientSecrets(provider: PaymentProvider): provider is ClientSecretProvider {
  return typeof (provider as Partial<ClientSecretProvider>).clientSecretOf === "function";
}

/** Where the page goes after a payment that awaits the bank's check, and what it needs to open it. */
export type NextAction = { next: string; clientSecret?: string };

/**
 * The bank's check of a payment that came back `requires_action` (docs/checkout.md): with
 * Stripe, the intent's client secret for the page to finish it in place, then on to `confirm`;
 * with the sandbox, its authentication page, returning to `confirm`. When the secret cannot be
 * had (Stripe unreachable), the page goes to `confirm`, which waits for the processor. The
 * secret is handed to the buyer's browser only: never logged, never stored.
 */
export async function paymentNextAction(provider: PaymentProvider, paymentId: string, confirm: string): Promise<NextAction> {
  if (hasClientSecrets(provider)) {
    const found = await provider.clientSecretOf({ paymentId });
    return found.ok ? { next: confirm, clientSecret: found.intent.clientSecret } : { next: confirm };
  }
  return { next: authenticationPath(provider.name, paymentId, confirm) ?? confirm };
}
