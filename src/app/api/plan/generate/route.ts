import { z } from "zod";
import { appRequestPlan } from "@/features/plan/server/app-request-plan";
import { personTodayOf } from "@/features/plan/server/person-today";
import { privateHeaders } from "@/features/plan/server/plan-viewer";
import { requestMissingPlans } from "@/features/plan/server/request-missing-plans";
import { methodNotAllowed } from "@/server/http/api-route";
import { customerRoute } from "@/server/http/customer-route";

export const dynamic = "force-dynamic";

/**
 * Asks for the signed-in person's plans of this week and next week when they are missing or
 * built from older settings; answers `{ requested: [weekStart…] }`. "This week" is the one of
 * the person's day (the `pw_tz` cookie, docs/meal-plan.md "Weeks"). The plan page calls it
 * after it rendered (docs/meal-plan.md, "The buyer's plan"); the job builds the plans.
 */
export const POST = customerRoute({
  name: "plan-generate",
  body: z.object({}).strict(),
  maxBodyBytes: 256,
  rateLimit: { limit: 20, windowMs: 60_000 },
  handler: async ({ request, db, customer }) => {
    const requested = await requestMissingPlans(db, appRequestPlan, { userUuid: customer.uuid, today: personTodayOf(request) });
    return Response.json({ requested }, { status: 202, headers: privateHeaders });
  },
});

const notAllowed = methodNotAllowed(["POST"]);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
