import "server-only";
import Stripe from "stripe";

/**
 * The Stripe API version our requests and webhook payloads are read with. It is pinned: a new
 * SDK or a change of the account's default version never changes the shapes we read. Upgrade
 * it deliberately, together with the SDK and the webhook endpoint's version.
 */
export const stripeApiVersion = "2026-10-28.endive" satisfies Stripe.LatestApiVersion;

export type StripeConnection = {
  secretKey: string;
  /** Another API host (tests point the SDK at a local stand-in); Stripe's own by default. */
  host?: string;
  port?: number;
  protocol?: "http" | "https";
};

export function createStripeClient(connection: StripeConnection): Stripe {
  return new Stripe(connection.secretKey, {
    apiVersion: stripeApiVersion,
    // Our idempotency keys make a repeat safe, so a dropped connection is retried at once.
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(connection.host !== undefined && { host: connection.host }),
    ...(connection.port !== undefined && { port: connection.port }),
    ...(connection.protocol !== undefined && { protocol: connection.protocol }),
  });
}
