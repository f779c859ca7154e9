import { describe, expect, it } from "vitest";
import { PgBoss } from "pg-boss";
import { deadLetterQueueOf, defaultRetryPolicy, retryPolicyOf } from "@/server/jobs/job-definition";
import { appJobs } from "@/server/jobs/job-names";
import { appWorkers } from "@/server/jobs/job-workers";
import { jobSchemaFor } from "@/server/jobs/job-database";

// pg-boss's rule for queue names.
const queueName = /^[\w.\-/]+$/;

describe("the app's jobs", () => {
  const names = Object.keys(appJobs);
  const workers = appWorkers({ db: () => Promise.reject(new Error("not used")), now: () => 0 });

  it("have valid queue names, for themselves and their dead-letter queues, which never collide", () => {
    for (const name of names) {
      expect(name).toMatch(queueName);
      expect(deadLetterQueueOf(name)).toMatch(queueName);
      expect(names).not.toContain(deadLetterQueueOf(name));
    }
  });

  it("each have exactly one worker, and every worker does a registered job", () => {
    expect(workers.map((w) => w.name).sort()).toEqual([...names].sort());
  });

  it("schedule with cron expressions pg-boss reads as intended (UTC)", () => {
    // Previewing needs no connection.
    const boss = new PgBoss({ connectionString: "postgres://localhost/unused" });
    const purge = workers.find((w) => w.name === "maintenance.purge-expired-rate-limits");
    const from = new Date(Date.UTC(2025, 0, 1, 10, 20));
    expect(boss.previewSchedule(purge!.schedule!.cron, { from, count: 2, tz: "UTC" })).toEqual([
      new Date(Date.UTC(2025, 0, 1, 11, 17)),
      new Date(Date.UTC(2025, 0, 1, 12, 17)),
    ]);
  });
});

describe("retry policy", () => {
  it("backs off exponentially by default and lets a job override single settings", () => {
    expect(defaultRetryPolicy.retryBackoff).toBe(true);
    expect(
      retryPolicyOf({
        payload: appJobs["maintenance.purge-expired-rate-limits"].payload,
        retry: { retryLimit: 1 },
      }),
    ).toEqual({
      ...defaultRetryPolicy,
      retryLimit: 1,
    });
  });
});

describe("jobSchemaFor", () => {
  it("keeps the job tables beside an app schema of their own, else in pg-boss's usual schema", () => {
    expect(jobSchemaFor(undefined)).toBe("pgboss");
    expect(jobSchemaFor("shop_eu")).toBe("shop_eu_jobs");
  });
});
