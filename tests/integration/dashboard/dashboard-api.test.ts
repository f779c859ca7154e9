import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaff } from "@/features/staff/server/create-staff";
import { staffSignIn } from "@/features/staff/server/staff-sign-in";
import type { DatabaseHandle } from "@/server/db/create-database";
import { openAppDatabase } from "../../helpers/app-db";
import { cookieHeaderOf } from "../staff/totp";

const password = "dashboard password 2026!";
let handle: DatabaseHandle;
let cookie: string;
let GET: (request: Request, context: { params: Promise<unknown> }) => Promise<Response>;

async function get(query: string, headers: Record<string, string> = { cookie }) {
  const response = await GET(new Request(`http://localhost/api/mgmt/dashboard${query}`, { headers }), { params: Promise.resolve({}) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> & { error?: { code: string; message: string } } };
}

beforeAll(async () => {
  handle = await openAppDatabase();
  // The route module by its path, as the role sweep mounts routes (tests import nothing from app/ statically).
  ({ GET } = (await import(/* @vite-ignore */ `@/app${"/api/mgmt/dashboard"}/route`)) as { GET: typeof GET });
  await createStaff(handle.db, { email: "analyst@platewise.test", password, role: "analyst" });
  const signed = await staffSignIn(handle.db, { email: "analyst@platewise.test", password, headers: new Headers({ "user-agent": "test" }) });
  if (!signed.ok) throw new Error("sign-in failed");
  cookie = cookieHeaderOf(signed.cookies);
});
afterAll(async () => {
  await handle.close();
});

describe("GET /api/mgmt/dashboard", () => {
  it("answers the figures of the range to staff who may read the dashboard", async () => {
    const { status, body } = await get("?from=2026-03-01&to=2026-03-03&country=de");
    expect(status).toBe(200);
    expect(body.filters).toEqual({ from: "2026-03-01", to: "2026-03-03", country: "DE" });
    expect((body.series as unknown[]).length).toBe(3);
    expect(body.totals).toMatchObject({ visitors: 0, purchases: 0 });
  });

  it("refuses a visitor without a staff session", async () => {
    const { status, body } = await get("", {});
    expect(status).toBe(401);
    expect(body.error?.code).toBe("staff_signed_out");
  });

  it.each([
    ["?from=2026-13-01", "validation_failed"],
    ["?from=yesterday", "validation_failed"],
    ["?colour=red", "validation_failed"],
    ["?country=DE&country=FR", "validation_failed"],
    ["?from=2026-03-05&to=2026-03-01", "range_reversed"],
    ["?from=2024-01-01&to=2026-03-01", "range_too_long"],
    ["?group=b", "group_without_experiment"],
  ])("answers 400 for %s", async (query, code) => {
    const { status, body } = await get(query);
    expect(status).toBe(400);
    expect(body.error?.code).toBe(code);
    expect(typeof body.error?.message).toBe("string");
  });
});
