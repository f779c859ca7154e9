import { z } from "zod";
import { isSandboxSelling } from "@/features/billing/server/providers/payment-provider-registry";
import { apiRoute, methodNotAllowed } from "@/server/http/api-route";
import { jsonError } from "@/server/http/json-error";
import { sandboxDeps } from "@/server/integrations/sandbox-pay/sandbox-app-deps";
import {
  authenticatePayment,
  retrievePaymentIntent,
} from "@/server/integrations/sandbox-pay/sandbox-payments";
import { authenticationPage } from "@/server/integrations/sandbox-pay/authentication-page";

const params = z.object({ paymentIntentId: z.string().regex(/^pi_[A-Za-z0-9_-]{1,64}$/) });

/**
 * The sandbox processor's authentication step for a card that asks for it (docs/billing.md,
 * "The sandbox provider"): a page of the processor's own with Approve and Fail, standing in
 * for the bank's 3-D Secure page. `?return=/path` (a path on this site) is where the buyer
 * goes back to afterwards.
 */
export const GET = apiRoute({
  name: "sandbox-authenticate",
  params,
  handler: async ({ request, params: { paymentIntentId }, db }) => {
    if (!isSandboxSelling()) return jsonError(404, "not_found", "Not found.");
    const intent = await retrievePaymentIntent(sandboxDeps(db), paymentIntentId);
    if (!intent) return jsonError(404, "not_found", "No such payment.");
    return html(authenticationPage(intent, returnPathOf(request)));
  },
});

export const POST = apiRoute({
  name: "sandbox-authenticate",
  params,
  rawBody: true,
  maxBodyBytes: 1024,
  handler: async ({ request, params: { paymentIntentId }, db, rawBody }) => {
    if (!isSandboxSelling()) return jsonError(404, "not_found", "Not found.");
    const decision = new URLSearchParams(rawBody).get("decision");
    if (decision !== "approve" && decision !== "fail")
      return jsonError(400, "invalid_decision", "The decision must be approve or fail.");
    const answer = await authenticatePayment(sandboxDeps(db), {
      paymentIntentId,
      approve: decision === "approve",
    });
    if (!answer.ok) return jsonError(404, answer.code, answer.message);
    const back = returnPathOf(request);
    if (back) {
      const target = new URL(back, "http://relative.invalid");
      target.searchParams.set("payment_intent", answer.value.id);
      // A relative address: the browser stays on the host it used, so its cookies go along
      // (behind a proxy the server's own idea of its host may differ).
      return new Response(null, { status: 303, headers: { Location: `${target.pathname}${target.search}` } });
    }
    return html(authenticationPage(answer.value, null));
  },
});

/** Only a path on this site: never another origin (`//host`, `https://…`). */
function returnPathOf(request: Request): string | null {
  const value = new URL(request.url).searchParams.get("return");
  return value && /^\/(?![/\\])/.test(value) ? value : null;
}

function html(body: string): Response {
  return new Response(body, {
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
  });
}

const notAllowed = methodNotAllowed(["GET", "POST"]);
export { notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
