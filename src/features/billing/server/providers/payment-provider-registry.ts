import "server-only";
import { getEnv } from "@/env";
import type { PaymentProvider } from "@/features/billing/domain/payment-provider";
import type { ProviderName } from "@/features/billing/domain/provider-event";
import type { Db } from "@/server/db/db-type";
import { sandboxDeps } from "@/server/integrations/sandbox-pay/sandbox-app-deps";
import { createSandboxProvider } from "@/server/integrations/sandbox-pay/sandbox-provider";
import { sandboxWebhookSecret } from "@/server/integrations/sandbox-pay/signing-key";

/**
 * Builds the Stripe adapter (`src/server/integrations/stripe`) from its secret key. The
 * adapter plugs in here; until it does, configuring a Stripe key is refused at the first
 * payment call rather than silently selling through the sandbox.
 */
export type StripeProviderFactory = (input: { secretKey: string; db: Db }) => PaymentProvider;

const stripeFactory: StripeProviderFactory | null = null;

/** The provider that sells (docs/billing.md, "The sandbox provider"): Stripe once its key is set. */
export function activeProviderName(config: { stripeSecretKey?: string }): ProviderName {
  return config.stripeSecretKey ? "stripe" : "sandbox";
}

/** The Stripe key, once the environment declares it (read through getEnv like every variable). */
function stripeSecretKey(): string | undefined {
  const env = getEnv() as Partial<Record<"STRIPE_SECRET_KEY", string>>;
  return env.STRIPE_SECRET_KEY || undefined;
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
  if (!provider)
    throw new Error("STRIPE_SECRET_KEY is set but the Stripe adapter is not installed");
  return provider;
}

/**
 * A provider by name, for its webhook endpoint: the sandbox always exists (its events keep
 * arriving after a switch to Stripe); Stripe only with its key and adapter. Null otherwise.
 */
export function providerNamed(db: Db, name: ProviderName): PaymentProvider | null {
  if (name === "sandbox")
    return createSandboxProvider({ ...sandboxDeps(db), webhookSecret: sandboxWebhookSecret });
  const secretKey = stripeSecretKey();
  return secretKey && stripeFactory ? stripeFactory({ secretKey, db }) : null;
}
