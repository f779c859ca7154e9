import { getDatabase } from "@/server/db/client";
import { methodNotAllowed } from "@/server/http/api-route";
import { jobWorkersStatus } from "@/server/jobs/job-workers-status";
import { logger } from "@/server/log/logger";

export const dynamic = "force-dynamic";

/**
 * Health of this instance: the database (a `select 1`) and the background job workers, each
 * reported on its own — `{ status, database: "up" | "down", jobWorkers: "running" | "starting"
 * | "down" | "off" }`. 200 with `status: "ok"` unless one of them is down, then 503 with
 * `status: "unavailable"`, an `error` naming what is down, and Retry-After. Workers that are
 * `off` (JOB_WORKERS=false) or still `starting` are healthy. Not rate limited: monitors and load
 * balancers call it often from one address, the check is a single read-only ping, and counting
 * it would cost a database write per call. Not behind the API route wrapper either, which opens
 * the database first and would answer a failure to open it with its own 503.
 * See docs/operations.md, "Health".
 */
export async function GET(): Promise<Response> {
  const database = await pingDatabase();
  const jobWorkers = jobWorkersStatus();
  const facts = { database, jobWorkers };
  const headers = { "cache-control": "no-store" };
  if (database === "up" && jobWorkers !== "down")
    return Response.json({ status: "ok", ...facts }, { headers });
  const error =
    database === "down"
      ? { code: "database_unavailable", message: "The database is not reachable." }
      : { code: "job_workers_down", message: "The background job workers are not running." };
  logger.error(`api error ${error.code}`, { status: 503, route: "health", ...facts });
  return Response.json(
    { status: "unavailable", ...facts, error },
    { status: 503, headers: { ...headers, "retry-after": "10" } },
  );
}

async function pingDatabase(): Promise<"up" | "down"> {
  try {
    await (await getDatabase()).ping();
    return "up";
  } catch {
    return "down";
  }
}

const notAllowed = methodNotAllowed(["GET"]);
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
