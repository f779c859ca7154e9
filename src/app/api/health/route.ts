import { getDatabase } from "@/server/db/client";
import { apiRoute, methodNotAllowed } from "@/server/http/api-route";
import { jsonError } from "@/server/http/json-error";

export const dynamic = "force-dynamic";

/**
 * Liveness and database check: 200 `{ status, db }` or 503 with a JSON error. Not rate
 * limited: monitors and load balancers call it often from one address, the check is a single
 * read-only ping, and counting it would cost a database write per call.
 */
export const GET = apiRoute({
  name: "health",
  rateLimit: false,
  handler: async () => {
    try {
      const database = await getDatabase();
      await database.ping();
      return Response.json({ status: "ok", db: "ok" }, { headers: { "cache-control": "no-store" } });
    } catch (error) {
      return jsonError(503, "database_unavailable", "The database is not reachable.", { context: { error } });
    }
  },
});

const notAllowed = methodNotAllowed(["GET"]);
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
