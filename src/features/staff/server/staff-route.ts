import "server-only";
import { randomUUID } from "node:crypto";
import type { z } from "zod";
import type { StaffPermission } from "@/features/staff/domain/permissions";
import { decideStaffAccess, type StaffMember } from "@/features/staff/domain/staff-access";
import { gatedApiRoute, type ApiContext, type ApiRouteHandler, type ApiRouteOptions } from "@/server/http/api-route";
import { jsonError } from "@/server/http/json-error";
import { readStaffMember } from "./read-staff-viewer";

type Schema = z.ZodType;
export type StaffApiContext<B extends Schema, P extends Schema> = ApiContext<B, P> & { staff: StaffMember; requestId: string };
export type StaffRouteOptions<B extends Schema, P extends Schema> = Omit<ApiRouteOptions<B, P>, "handler" | "sameSite"> & {
  permission: StaffPermission;
  handler: (context: StaffApiContext<B, P>) => Promise<Response>;
};

/**
 * The wrapper of every /api/mgmt route, in order: a write from another site → 403
 * `cross_site`, a body that is not JSON (or the route's `bodyTypes`) → 415; the client's rate
 * limit; the staff session and the role's permission — 401 `staff_signed_out` without a staff
 * session, 403 `forbidden` when the role lacks the permission — before the body is read; then
 * the body (size, depth, JSON, zod) and the handler (docs/staff.md, "Guard").
 */
export function staffRoute<B extends Schema = z.ZodUnknown, P extends Schema = z.ZodUnknown>(
  options: StaffRouteOptions<B, P>,
): ApiRouteHandler {
  const { permission, handler, ...rest } = options;
  return gatedApiRoute<B, P, StaffMember>(
    {
      ...rest,
      sameSite: true,
      handler: async ({ caller, ...context }) => {
        const requestId = context.request.headers.get("x-request-id")?.slice(0, 100) || randomUUID();
        const response = await handler({ ...context, staff: caller, requestId });
        response.headers.set("cache-control", "private, no-store");
        return response;
      },
    },
    async ({ request, db }) => {
      const access = decideStaffAccess(await readStaffMember(request.headers, db), permission);
      if (access.kind === "signed-out") return jsonError(401, "staff_signed_out", "Sign in to the management area first.");
      if (access.kind === "forbidden") return jsonError(403, "forbidden", `Your role (${access.staff.role}) may not do this (${permission}).`);
      return { caller: access.staff };
    },
  );
}
