import { listLandingPages } from "@/features/landing-pages/server/landing-page-store";
import { listStartTargets } from "@/features/landing-pages/server/start-targets";
import { staffRoute } from "@/features/staff/server/staff-route";
import { methodNotAllowed } from "@/server/http/api-route";

/** Every landing page (versions, draft) and the start targets a page may use (docs/landing-pages.md). */
export const GET = staffRoute({
  name: "mgmt-landing-pages",
  permission: "landing-pages:read",
  rateLimit: { limit: 120, windowMs: 60_000 },
  handler: async ({ db }) => Response.json({ pages: await listLandingPages(db), startTargets: await listStartTargets(db) }),
});

const notAllowed = methodNotAllowed(["GET"]);
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
