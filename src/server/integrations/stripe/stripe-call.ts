import "server-only";
import Stripe from "stripe";
import type { ProviderFailure } from "@/features/billing/domain/payment-provider";
import { logger } from "@/server/log/logger";
import { stripeErrorCode } from "./stripe-error-code";

/**
 * Runs one Stripe operation and turns a Stripe error into the port's failure. Only the error's
 * kind, codes, status and Stripe's request id are logged: never its message, the request or the
 * answer, which may name the buyer or their card (docs/security.md). Anything that is not a
 * Stripe error is a bug of ours and is thrown on.
 */
export async function callStripe<T>(
  operation: string,
  run: () => Promise<T>,
): Promise<({ ok: true } & T) | ProviderFailure> {
  try {
    return { ok: true, ...(await run()) };
  } catch (error) {
    const failure = stripeFailureOf(error);
    if (!failure) throw error;
    return failure;
  }

  function stripeFailureOf(error: unknown): ProviderFailure | null {
    if (!(error instanceof Stripe.errors.StripeError)) return null;
    const facts = {
      type: error.type,
      code: error.code,
      declineCode: error.decline_code,
      statusCode: error.statusCode,
    };
    const code = stripeErrorCode(facts);
    logger.warn("stripe call refused", {
      operation,
      ...facts,
      requestId: error.requestId,
      mapped: code,
    });
    return { ok: false, code };
  }
}
