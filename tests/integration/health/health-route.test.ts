import { afterAll, describe, expect, it } from "vitest";
import { resetEnvCache } from "@/env";
import { GET } from "@/app/api/health/route"; // eslint-disable-line no-restricted-imports -- the route under test
import type { DatabaseHandle } from "@/server/db/create-database";
import { openAppDatabase } from "../../helpers/app-db";

const check = () => GET(new Request("http://localhost/api/health"), { params: Promise.resolve({}) });

describe("GET /api/health", () => {
  let handle: DatabaseHandle | undefined;
  afterAll(async () => {
    await handle?.close().catch(() => undefined);
  });

  it("answers 200 { status: ok, db: ok } when the database answers", async () => {
    handle = await openAppDatabase();
    const response = await check();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", db: "ok" });
  });

  it("answers 503 with a JSON error when the database is unreachable", async () => {
    await handle!.close();
    const response = await check();
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      error: { code: "database_unavailable", message: "The database is not reachable." },
    });
    resetEnvCache();
  });
});
