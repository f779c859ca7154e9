import "server-only";
import { getEnv } from "@/env";
import type { SubscriptionAccountPort } from "@/features/billing/domain/subscription-account-port";
import type { ProviderName } from "@/features/billing/domain/provider-event";
import type { Db } from "@/server/db/db-type";
import { sandboxDeps } from "@/server/integrations/sandbox-pay/sandbox-app-deps";
import { createSandboxAccountPort } from "@/server/integrations/sandbox-pay/sandbox-account-port";
import { createStripeAccountPort } from "@/server/integrations/stripe/stripe-account-port";

/**
 * The account calls of the provider a subscription was sold through (not necessarily the one
 * selling now): the sandbox always, Stripe while its secret key is set. Null otherwise.
 */
export function accountPortNamed(db: Db, name: ProviderName): SubscriptionAccountPort | null {
  if (name === "sandbox") return createSandboxAccountPort(sandboxDeps(db));
  const env: { STRIPE_SECRET_KEY?: string } = getEnv();
  return env.STRIPE_SECRET_KEY ? createStripeAccountPort({ secretKey: env.STRIPE_SECRET_KEY }) : null;
}
