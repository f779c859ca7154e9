import "server-only";
import type { z } from "zod";
import { readSessionCustomer, type SessionCustomer } from "@/server/auth/session-customer";
import { gatedApiRoute, type ApiContext, type ApiRouteHandler, type ApiRouteOptions } from "./api-route";
import { jsonError } from "./json-error";

type Schema = z.ZodType;
export type CustomerApiContext<B extends Schema, P extends Schema> = ApiContext<B, P> & { customer: SessionCustomer };
export type CustomerRouteOptions<B extends Schema, P extends Schema> = Omit<ApiRouteOptions<B, P>, "handler" | "sameSite"> & {
  handler: (context: CustomerApiContext<B, P>) => Promise<Response>;
};

/** The one answer to a customer route without a live session. */
export function notSignedIn(): Response {
  return jsonError(401, "not_signed_in", "Sign in to your account first.");
}

/**
 * The wrapper of every route of the signed-in customer (trackers, plan, subscription), in
 * order: path parameters; for writes, a foreign Origin or `Sec-Fetch-Site: cross-site` → 403
 * `cross_site` and a body that is not JSON → 415 `unsupported_media_type`; the client's rate
 * limit; the customer of the session cookie, read once (`readSessionCustomer`) — none → 401
 * `not_signed_in`, before the body is read; the body (size, depth, UTF-8, JSON, characters,
 * zod); the handler with `customer: { uuid, email }`. Answers are personal: `private,
 * no-store`, `Vary: Cookie` (docs/http.md, "Customer routes and actions").
 */
export function customerRoute<B extends Schema = z.ZodUnknown, P extends Schema = z.ZodUnknown>(
  options: CustomerRouteOptions<B, P>,
): ApiRouteHandler {
  const { handler, ...rest } = options;
  return gatedApiRoute<B, P, SessionCustomer>(
    {
      ...rest,
      sameSite: true,
      handler: async ({ caller, ...context }) => {
        const response = await handler({ ...context, customer: caller });
        response.headers.set("cache-control", "private, no-store");
        if (!/\bcookie\b/i.test(response.headers.get("vary") ?? "")) response.headers.append("vary", "Cookie");
        return response;
      },
    },
    async ({ request, db }) => {
      const customer = await readSessionCustomer(request.headers, db);
      return customer ? { caller: customer } : notSignedIn();
    },
  );
}
