import { personTodayOf } from "@/features/plan/server/person-today";
import { privateHeaders } from "@/features/plan/server/plan-viewer";
import { planStatus } from "@/features/plan/server/request-missing-plans";
import { methodNotAllowed } from "@/server/http/api-route";
import { customerRoute } from "@/server/http/customer-route";

export const dynamic = "force-dynamic";

/**
 * Whether the signed-in person's plan of this week (`?week=next`: next week) is built, and from
 * the current settings: `{ status: "ready" | "no-recipes" | "preparing", upToDate }`; the week
 * of the person's day (the `pw_tz` cookie, docs/meal-plan.md "Weeks"). The page polls it while
 * waiting.
 */
export const GET = customerRoute({
  name: "plan-status",
  rateLimit: { limit: 120, windowMs: 60_000 },
  handler: async ({ request, db, customer }) => {
    const next = new URL(request.url).searchParams.get("week") === "next";
    return Response.json(await planStatus(db, { userUuid: customer.uuid, today: personTodayOf(request), next }), { headers: privateHeaders });
  },
});

const notAllowed = methodNotAllowed(["GET"]);
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
