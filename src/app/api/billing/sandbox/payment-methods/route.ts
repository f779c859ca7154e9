import { z } from "zod";
import { isSandboxSelling } from "@/features/billing/server/providers/payment-provider-registry";
import { apiRoute, methodNotAllowed } from "@/server/http/api-route";
import { jsonError } from "@/server/http/json-error";
import { sandboxDeps } from "@/server/integrations/sandbox-pay/sandbox-app-deps";
import { createPaymentMethod } from "@/server/integrations/sandbox-pay/sandbox-cards";

const cardSchema = z.object({
  number: z.string().max(32),
  expMonth: z.number().int(),
  expYear: z.number().int(),
  cvc: z.string().max(8),
  name: z.string().max(200),
});

/**
 * The sandbox processor's card endpoint (docs/billing.md, "The sandbox provider"): the
 * browser posts the card here, never to our checkout, and gets a `pm_…` token back. A refused
 * card answers 402 with a payment error code the page translates. Gone (404) once Stripe sells. An `Idempotency-Key` header
 * replays the first answer.
 */
export const POST = apiRoute({
  name: "sandbox-payment-methods",
  body: cardSchema,
  rateLimit: { limit: 20, windowMs: 60_000 },
  handler: async ({ request, body, db }) => {
    if (!isSandboxSelling()) return jsonError(404, "not_found", "Not found.");
    const key = request.headers.get("idempotency-key");
    const answer = await createPaymentMethod(sandboxDeps(db), {
      card: body,
      idempotencyKey: key ? `payment_method:${key}` : null,
    });
    if (!answer.ok) return jsonError(402, answer.code, answer.message);
    return Response.json(answer.value, { headers: { "Cache-Control": "no-store" } });
  },
});

const notAllowed = methodNotAllowed(["POST"]);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
