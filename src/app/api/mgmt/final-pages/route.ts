import { listFinalPages, listPackageSets } from "@/features/final-admin/server/final-admin-store";
import { staffRoute } from "@/features/staff/server/staff-route";
import { methodNotAllowed } from "@/server/http/api-route";

/** Every final page (live and newest versions, draft) and the package sets a page may bind (docs/final-admin.md). */
export const GET = staffRoute({
  name: "mgmt-final-pages",
  permission: "final-pages:read",
  rateLimit: { limit: 120, windowMs: 60_000 },
  handler: async ({ db }) => Response.json({ pages: await listFinalPages(db), packageSets: await listPackageSets(db) }),
});

const notAllowed = methodNotAllowed(["GET"]);
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
