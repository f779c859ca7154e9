import { z } from "zod";
import { authenticationPath, checkoutPaths } from "@/features/checkout/server/checkout-paths";
import { orderProgress } from "@/features/checkout/server/order-progress";
import { readPurchaseOf } from "@/features/checkout/server/purchase-cookie";
import { isLocale, type Locale } from "@/i18n/locales";
import { apiRoute, methodNotAllowed } from "@/server/http/api-route";
import { jsonError } from "@/server/http/json-error";

export const dynamic = "force-dynamic";

/**
 * Where the buyer's order stands (docs/checkout.md, "After submitting"): only with the
 * `purchase` cookie of that buyer; any other order is 404, as if it did not exist. `next` is
 * where to go once paid; `action` the bank's check while the processor waits for it.
 */
export const GET = apiRoute({
  name: "checkout-order",
  params: z.object({ orderId: z.uuid() }),
  rateLimit: { limit: 240, windowMs: 60_000 },
  handler: async ({ request, params, db }) => {
    const purchase = await readPurchaseOf(request);
    const progress = purchase ? await orderProgress(db, params.orderId, purchase.userUuid) : null;
    if (!purchase || !progress) return jsonError(404, "not_found", "No such order.");
    const locale: Locale = isLocale(purchase.locale) ? purchase.locale : "en";
    const next = progress.status === "paid" ? checkoutPaths.afterPurchase(locale) : null;
    // The bank's page while the processor still waits for the buyer there (never followed on its
    // own: a buyer just back from it sees this until the processor's answer arrives).
    const action = progress.actionPaymentId
      ? authenticationPath(progress.provider, progress.actionPaymentId, checkoutPaths.confirm(locale))
      : null;
    return Response.json(
      { orderId: progress.orderId, status: progress.status, failureCode: progress.failureCode, next, action },
      { headers: { "Cache-Control": "private, no-store" } },
    );
  },
});

const notAllowed = methodNotAllowed(["GET"]);
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
