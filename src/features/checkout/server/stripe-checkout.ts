import "server-only";
import { getEnv, publicEnv } from "@/env";

/**
 * Stripe's publishable key when the checkout page runs Stripe's Payment Element: Stripe's secret
 * key, its webhook secret and the publishable key are all set (docs/checkout.md, "Stripe's
 * Payment Element"). Null otherwise. Light on purpose (the environment only): the page policy
 * of every request asks it.
 */
export function stripeCheckoutKey(): string | null {
  const env = getEnv();
  return env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET && publicEnv.stripePublishableKey
    ? publicEnv.stripePublishableKey
    : null;
}
