import { z } from "zod";
import { checkCondition } from "@/features/conditions/domain/evaluate-condition";
import { staffRoute } from "@/features/staff/server/staff-route";
import { methodNotAllowed } from "@/server/http/api-route";

/** The redirect editor's live check of a run condition as staff type it (stores nothing). */
export const POST = staffRoute({
  name: "mgmt-redirect-check",
  permission: "redirects:read",
  body: z.object({ condition: z.string().max(4000) }),
  rateLimit: { limit: 600, windowMs: 60_000 },
  handler: async ({ body }) => Response.json({ conditionError: checkCondition(body.condition) }),
});

const notAllowed = methodNotAllowed(["POST"]);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
