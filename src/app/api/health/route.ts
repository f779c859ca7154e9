import { getDatabase } from "@/server/db/client";
import { jsonError } from "@/server/http/json-error";

export const dynamic = "force-dynamic";

/** Liveness and database check: 200 `{ status, db }` or 503 with a JSON error. */
export async function GET() {
  try {
    const database = await getDatabase();
    await database.ping();
    return Response.json({ status: "ok", db: "ok" }, { headers: { "cache-control": "no-store" } });
  } catch (error) {
    return jsonError(503, "database_unavailable", "The database is not reachable.", {
      context: { cause: error instanceof Error ? error.message : String(error) },
    });
  }
}
