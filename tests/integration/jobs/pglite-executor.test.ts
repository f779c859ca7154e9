import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PGlite } from "@electric-sql/pglite";
import { PgBoss } from "pg-boss";
import { pgliteExecutor } from "@/server/jobs/pglite-executor";

/** pg-boss on an embedded PGlite that the app's own queries share (always PGlite, whatever DATABASE_URL says). */
describe("pgliteExecutor", () => {
  let pglite: PGlite;
  beforeAll(async () => {
    pglite = new PGlite();
    await pglite.exec("create table app_rows (x int)");
  });
  afterAll(async () => {
    await pglite.close();
  });

  it("rolls a failed BEGIN…COMMIT block back before the app's next query runs", async () => {
    const executor = pgliteExecutor(() => pglite);
    const block = executor.executeSql(
      "BEGIN; insert into app_rows values (1); select 1 / 0; COMMIT;",
    );
    const appQuery = pglite.query("insert into app_rows values (2)");
    await expect(block).rejects.toThrow(/division by zero/);
    await expect(appQuery).resolves.toBeDefined();
    expect((await pglite.query("select x from app_rows order by x")).rows).toEqual([{ x: 2 }]);
  });

  it("returns the rows of a RETURNING in the middle of a block, and commits the block", async () => {
    const executor = pgliteExecutor(() => pglite);
    const { rows } = await executor.executeSql(
      "BEGIN; insert into app_rows values (3) returning x; COMMIT;",
    );
    expect(rows).toEqual([{ x: 3 }]);
    expect(
      (await pglite.query("select count(*)::int as n from app_rows where x = 3")).rows,
    ).toEqual([{ n: 1 }]);
  });

  it("binds parameters, arrays included", async () => {
    const executor = pgliteExecutor(() => pglite);
    expect((await executor.executeSql("select $1::int + $2::int as sum", [2, 3])).rows).toEqual([
      { sum: 5 },
    ]);
    expect((await executor.executeSql("select $1::text[] as list", [["a", "b"]])).rows).toEqual([
      { list: ["a", "b"] },
    ]);
  });

  it("runs the session statements once per client before anything else", async () => {
    const executor = pgliteExecutor(() => pglite);
    await executor.setSessionStatements?.(["SET application_name = 'jobs-test'"]);
    expect(
      (await executor.executeSql("select current_setting('application_name') as name")).rows,
    ).toEqual([{ name: "jobs-test" }]);
  });

  it("lets two pg-boss instances install, share and maintain their tables on one PGlite", async () => {
    const boss = () =>
      new PgBoss({ db: pgliteExecutor(() => pglite), backend: "pglite", schema: "jobs_on_pglite" });
    const [first, second] = [boss(), boss()];
    await Promise.all([first.start(), second.start()]);
    try {
      expect(await first.isInstalled()).toBe(true);
      expect(await second.schemaVersion()).toBe(await first.schemaVersion());
      await first.createQueue("probe");
      const id = await second.send("probe", { ok: true });
      const [fetched] = await first.fetch("probe");
      expect(fetched?.id).toBe(id);
      await first.complete("probe", fetched!.id);
      // A maintenance pass (expiry, retention, queue statistics) runs under its locks too.
      await Promise.all([first.supervise(), second.supervise()]);
      expect((await second.findJobs("probe", { id: id! }))[0]?.state).toBe("completed");
      expect((await pglite.query("select count(*)::int as n from app_rows")).rows).toEqual([
        { n: 2 },
      ]);
    } finally {
      await Promise.all([first.stop(), second.stop()]);
    }
  });
});
