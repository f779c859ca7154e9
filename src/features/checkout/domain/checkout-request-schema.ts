import { z } from "zod";
import type { CheckoutRequest } from "./checkout-request";

/** The boundary check of a checkout request (server code only: client bundles carry no zod). */
export const checkoutRequestSchema = z.object({
  packageId: z.string().regex(/^pp_[a-z0-9][a-z0-9_]{0,62}$/),
  currency: z.string().regex(/^[A-Z]{3}$/),
  shownAmountMinor: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  paymentMethodId: z.string().regex(/^[A-Za-z0-9_-]{1,255}$/),
  idempotencyKey: z.string().regex(/^[A-Za-z0-9_:-]{16,128}$/),
}) satisfies z.ZodType<CheckoutRequest>;
