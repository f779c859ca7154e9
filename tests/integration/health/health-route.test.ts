import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { resetEnvCache } from "@/env";
import { GET } from "@/app/api/health/route"; // eslint-disable-line no-restricted-imports -- the route under test
import type { DatabaseHandle } from "@/server/db/create-database";
import { jobWorkersStatus, setJobWorkersStatus } from "@/server/jobs/job-workers-status";
import { openAppDatabase } from "../../helpers/app-db";

const check = () => GET();

describe("GET /api/health", () => {
  let handle: DatabaseHandle | undefined;
  beforeAll(async () => {
    handle = await openAppDatabase();
  }, 180_000); // migrating a fresh database can take a while on a busy machine
  afterEach(() => setJobWorkersStatus("off"));
  afterAll(async () => {
    await handle?.close().catch(() => undefined);
  });

  it("answers 200 with the database up and no job workers in this process (off is healthy)", async () => {
    expect(jobWorkersStatus()).toBe("off");
    const response = await check();
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ status: "ok", database: "up", jobWorkers: "off" });
  });

  it("reports the job workers on their own: starting and running are healthy, down answers 503", async () => {
    for (const status of ["starting", "running"] as const) {
      setJobWorkersStatus(status);
      const response = await check();
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: "ok", database: "up", jobWorkers: status });
    }
    setJobWorkersStatus("down");
    const response = await check();
    expect(response.status).toBe(503);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await response.json()).toEqual({
      status: "unavailable",
      database: "up",
      jobWorkers: "down",
      error: { code: "job_workers_down", message: "The background job workers are not running." },
    });
  });

  it("answers 503 naming the database when it is unreachable", async () => {
    await handle!.close();
    setJobWorkersStatus("running");
    const response = await check();
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      status: "unavailable",
      database: "down",
      jobWorkers: "running",
      error: { code: "database_unavailable", message: "The database is not reachable." },
    });
    resetEnvCache();
  });
});
