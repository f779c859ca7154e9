import { checkCondition } from "@/features/conditions/domain/evaluate-condition";
import { checkFunnelSchema, funnelBodyBytes } from "@/features/funnel-admin/domain/funnel-api-schemas";
import { tracePath } from "@/features/funnel-admin/domain/trace-path";
import { validateFunnel } from "@/features/funnel-admin/domain/validate-funnel";
import { funnelNameOf } from "@/features/funnel-admin/server/funnel-error-response";
import { staffRoute } from "@/features/staff/server/staff-route";
import { methodNotAllowed } from "@/server/http/api-route";

/**
 * The editor's live check (debounced in the browser; stores nothing): a condition's syntax
 * error, the definition's problems, and with `answers` the path the quiz's branching takes.
 */
export const POST = staffRoute({
  name: "mgmt-funnel-check",
  permission: "funnels:read",
  body: checkFunnelSchema,
  maxBodyBytes: funnelBodyBytes,
  rateLimit: { limit: 600, windowMs: 60_000 },
  handler: async ({ body, params }) => {
    const name = funnelNameOf(params);
    if (name instanceof Response) return name; // the check itself needs no stored funnel
    const conditionError = body.condition === undefined ? null : checkCondition(body.condition);
    if (body.definition === undefined) return Response.json({ conditionError, issues: [], path: null });
    const check = validateFunnel(body.definition);
    const path = check.ok && body.answers ? tracePath(check.definition, { answers: body.answers, country: body.country, locale: body.locale }) : null;
    return Response.json({ conditionError, issues: check.ok ? [] : check.issues, path });
  },
});

const notAllowed = methodNotAllowed(["POST"]);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
