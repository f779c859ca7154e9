import "server-only";
import { getEnv } from "@/env";
import type { PaymentProvider } from "@/features/billing/domain/payment-provider";
import type { ProviderName } from "@/features/billing/domain/provider-event";
import type { Db } from "@/server/db/db-type";
import { sandboxDeps } from "@/server/integrations/sandbox-pay/sandbox-app-deps";
import { createStripeProvider } from "@/server/integrations/stripe/create-stripe-provider";
import { createSandboxProvider } from "@/server/integrations/sandbox-pay/sandbox-provider";
import { sandboxWebhookSecret } from "@/server/integrations/sandbox-pay/signing-key";

/**
 * Builds the Stripe adapter from its keys. Without a webhook signing secret it is refused at
 * the first payment call, rather than silently selling through the sandbox.
 */
export type StripeProviderFactory = (input: {
  secretKey: string;
  webhookSecret: string;
}) => PaymentProvider;

const stripeFactory: StripeProviderFactory = ({ secretKey, webhookSecret }) =>
  createStripeProvider({ secretKey, webhookSecret });

/** The provider that sells (docs/billing.md, "The sandbox provider"): Stripe once its key is set. */
export function activeProviderName(config: { stripeSecretKey?: string }): ProviderName {
  return config.stripeSecretKey ? "stripe" : "sandbox";
}

/** The Stripe keys, read through getEnv like every variable. */
function stripeEnv(): { STRIPE_SECRET_KEY?: string; STRIPE_WEBHOOK_SECRET?: string } {
  return getEnv();
}

function stripeSecretKey(): string | undefined {
  return stripeEnv().STRIPE_SECRET_KEY || undefined;
}

/** Whether the sandbox is the provider that sells now (its card and authentication pages exist only then). */
export function isSandboxSelling(): boolean {
  return activeProviderName({ stripeSecretKey: stripeSecretKey() }) === "sandbox";
}

/** The provider checkout and upsells use now. */
export function getPaymentProvider(db: Db): PaymentProvider {
  const secretKey = stripeSecretKey();
  const name = activeProviderName({ stripeSecretKey: secretKey });
  const provider = providerNamed(db, name);
  if (!provider) throw new Error("STRIPE_SECRET_KEY is set but STRIPE_WEBHOOK_SECRET is not");
  return provider;
}

/**
 * A provider by name, for its webhook endpoint: the sandbox always exists (its events keep
 * arriving after a switch to Stripe); Stripe only with its secret key and webhook secret.
 * Null otherwise.
 */
export function providerNamed(db: Db, name: ProviderName): PaymentProvider | null {
  if (name === "sandbox")
    return createSandboxProvider({ ...sandboxDeps(db), webhookSecret: sandboxWebhookSecret });
  const secretKey = stripeSecretKey();
  const webhookSecret = stripeEnv().STRIPE_WEBHOOK_SECRET;
  return secretKey && webhookSecret ? stripeFactory({ secretKey, webhookSecret }) : null;
}
