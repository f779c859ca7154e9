import { checkoutBodySchema, postCheckout } from "@/features/checkout/server/checkout-api";
import { apiRoute, methodNotAllowed } from "@/server/http/api-route";

export const dynamic = "force-dynamic";

/** A checkout submission (docs/checkout.md, "The checkout API"). */
export const POST = apiRoute({
  name: "checkout",
  // A charge: only from the site's own checkout page, as JSON.
  sameSite: true,
  body: checkoutBodySchema,
  rateLimit: { limit: 20, windowMs: 60_000 },
  handler: ({ request, body, db }) => postCheckout(request, body, db),
});

const notAllowed = methodNotAllowed(["POST"]);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
