import { checkNewSlug } from "@/features/landing-pages/server/landing-page-store";
import { staffRoute } from "@/features/staff/server/staff-route";
import { methodNotAllowed } from "@/server/http/api-route";
import { jsonError } from "@/server/http/json-error";

/**
 * Whether a new landing page may take `?slug=` (docs/landing-pages.md, "Slugs"): `{ ok: true }`
 * or `{ ok: false, code, message }`. The editor asks while staff type; creating checks again.
 */
export const GET = staffRoute({
  name: "mgmt-landing-slug-check",
  permission: "landing-pages:read",
  rateLimit: { limit: 240, windowMs: 60_000 },
  handler: async ({ request, db }) => {
    const slug = new URL(request.url).searchParams.get("slug");
    if (slug === null || slug.length > 200) return jsonError(400, "invalid_slug", "Give the slug to check as ?slug=.");
    const refused = await checkNewSlug(db, slug);
    return Response.json(refused ? { ok: false, code: refused.code, message: refused.message } : { ok: true });
  },
});

const notAllowed = methodNotAllowed(["GET"]);
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
