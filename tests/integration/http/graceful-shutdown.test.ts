import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { createJobQueue, type JobQueue } from "@/server/jobs/create-job-queue";
import { defineJob } from "@/server/jobs/job-definition";
import { gracefulShutdown } from "@/server/http/graceful-shutdown.mjs";
import { openJobTestDatabase, type JobTestDatabase } from "../jobs/job-test-database";

/**
 * The app's server is told to end (SIGTERM) while a request is in flight and a job runs: it
 * takes no new connection, finishes the request, lets the job finish (the queue's graceful
 * stop), and only then exits, with 0. A request that never ends is cut at the time bound.
 */
const jobs = { "test.slow": defineJob({ payload: z.object({ n: z.number() }) }) };

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe("graceful shutdown", () => {
  let db: JobTestDatabase;
  let queue: JobQueue<typeof jobs>;
  const jobStarted = deferred();
  const events: string[] = [];

  beforeAll(async () => {
    db = await openJobTestDatabase();
    queue = createJobQueue({
      jobs,
      database: db.database,
      schema: db.schema,
      pollingIntervalSeconds: 0.5,
    });
    await queue.start();
    await queue.registerWorker("test.slow", async () => {
      jobStarted.resolve();
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      events.push("job finished");
    });
    await queue.startWorkers();
  }, 180_000); // migrating a fresh database can take a while on a busy machine
  afterAll(async () => {
    await queue.stop();
    await db.handle.close();
  });

  it("finishes the request in flight and the running job, refuses new connections, then exits 0", async () => {
    const requestArrived = deferred();
    const release = deferred();
    const server = createServer((_req, res) => {
      requestArrived.resolve();
      void release.promise.then(() =>
        res.writeHead(200, { "content-type": "text/plain" }).end("finished"),
      );
    });
    const exited = deferred();
    let exitCode: number | undefined;
    const shutDown = gracefulShutdown(server, {
      timeoutMs: 20_000,
      beforeExit: () => queue.stop(),
      exit: (code) => {
        exitCode = code;
        events.push("exit");
        exited.resolve();
      },
    });
    const url = await listen(server);

    const { id } = await queue.enqueue("test.slow", { n: 1 });
    await jobStarted.promise;
    const inFlight = fetch(`${url}/slow`);
    await requestArrived.promise;

    shutDown("SIGTERM");
    shutDown("SIGTERM"); // the same signal twice (process group and forwarded) changes nothing
    await expect(fetch(`${url}/new`)).rejects.toThrow(); // the listening socket is closed
    release.resolve();
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(answer.headers.get("connection")).toBe("close");
    expect(await answer.text()).toBe("finished");

    await exited.promise;
    expect(exitCode).toBe(0);
    expect(events).toEqual(["job finished", "exit"]); // the job ended before the process did
    // The queue is stopped (its connections closed): read the job's row directly.
    const stored = (await db.handle.db.execute(
      sql.raw(`select state from "${db.schema}".job where id = '${id}'`),
    )) as unknown as { rows: Array<{ state: string }> };
    expect(stored.rows).toEqual([{ state: "completed" }]);
  });

  it("cuts a request that does not finish within the bound and exits 1", async () => {
    const requestArrived = deferred();
    const server = createServer(() => requestArrived.resolve()); // never answers
    let exitCode: number | undefined;
    const shutDown = gracefulShutdown(server, {
      timeoutMs: 300,
      exit: (code) => (exitCode = code),
    });
    const url = await listen(server);
    const hanging = fetch(`${url}/hang`).then(
      () => "answered",
      () => "cut",
    );
    await requestArrived.promise;
    shutDown("SIGTERM");
    await vi.waitFor(() => expect(exitCode).toBe(1), { timeout: 5_000, interval: 50 });
    expect(await hanging).toBe("cut");
  });
});
