import { z } from "zod";
import { providerNames } from "@/features/billing/domain/provider-event";
import { providerNamed } from "@/features/billing/server/providers/payment-provider-registry";
import { receiveWebhook } from "@/features/billing/server/receive-webhook";
import { requestPurchaseEffects } from "@/features/purchase-events/server/request-purchase-effects";
import { apiRoute, methodNotAllowed } from "@/server/http/api-route";
import { jsonError } from "@/server/http/json-error";

/**
 * A payment provider's webhook (docs/billing.md, "Webhooks"): the exact raw body goes to the
 * provider's signature check, then the event is stored and applied once. 400
 * `invalid_signature` for a forged or stale delivery, 200 for a duplicate, 500 to have the
 * provider send it again.
 */
export const POST = apiRoute({
  name: "billing-webhook",
  params: z.object({ provider: z.enum(providerNames) }),
  rawBody: true,
  maxBodyBytes: 256 * 1024,
  // Deliveries come in bursts from the provider's few addresses; the signature is the guard.
  rateLimit: false,
  handler: async ({ request, params, db, rawBody }) => {
    const provider = providerNamed(db, params.provider);
    if (!provider)
      return jsonError(404, "unknown_provider", "This payment provider is not set up.");
    const answer = await receiveWebhook(
      db,
      provider,
      { rawBody, headers: Object.fromEntries(request.headers) },
      () => new Date(),
    );
    if (answer.status === 400)
      return jsonError(
        400,
        answer.outcome,
        answer.outcome === "invalid_signature"
          ? "The signature is missing, wrong or too old."
          : "The event could not be read.",
      );
    if (answer.status === 500)
      return jsonError(
        500,
        "processing_failed",
        "The event could not be applied yet; send it again.",
      );
    // An event may have paid an order: its receipt, reports and conversions go now, not at the next pass.
    if (answer.outcome === "processed") await requestPurchaseEffects();
    return Response.json({ received: true, outcome: answer.outcome });
  },
});

const notAllowed = methodNotAllowed(["POST"]);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
