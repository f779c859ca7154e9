import { readStaffMember } from "@/features/staff/server/read-staff-viewer";
import { apiRoute, methodNotAllowed } from "@/server/http/api-route";

export const dynamic = "force-dynamic";

/**
 * `{ staff: boolean }` for the site header's Admin badge: true only with a live staff session
 * cookie. Nothing else about the staff member leaves the server here; never cached.
 */
export const GET = apiRoute({
  name: "staff-viewer",
  handler: async ({ request, db }) => {
    const staff = await readStaffMember(request.headers, db);
    return Response.json({ staff: staff !== null }, { headers: { "cache-control": "private, no-store", vary: "Cookie" } });
  },
});

const notAllowed = methodNotAllowed(["GET"]);
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
