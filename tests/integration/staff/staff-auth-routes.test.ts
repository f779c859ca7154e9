import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaff } from "@/features/staff/server/create-staff";
import type { DatabaseHandle } from "@/server/db/create-database";
/* eslint-disable no-restricted-imports -- the test serves the route handlers over real HTTP */
import * as signInRoute from "@/app/api/staff-auth/signin/route";
import * as signOutRoute from "@/app/api/staff-auth/signout/route";
import * as setupRoute from "@/app/api/staff-auth/two-factor/setup/route";
import * as confirmRoute from "@/app/api/staff-auth/two-factor/confirm/route";
import * as verifyRoute from "@/app/api/staff-auth/two-factor/verify/route";
import * as viewerRoute from "@/app/api/staff-auth/viewer/route";
/* eslint-enable no-restricted-imports */
import { openAppDatabase } from "../../helpers/app-db";
import { routeMethods, serveRoutes, type ServedRoutes } from "../../helpers/serve-route";
import { customerCookie } from "./staff-principals";
import { cookieHeaderOf, totpFromUri } from "./totp";

const password = "a long staff password";

describe("staff sign-in routes over HTTP", () => {
  let handle: DatabaseHandle;
  let served: ServedRoutes;
  let client = 10;
  const from = () => ({ "x-forwarded-for": `198.51.100.${client++}` });

  beforeAll(async () => {
    handle = await openAppDatabase();
    for (const email of ["rita@platewise.test", "lou@platewise.test", "tom@platewise.test"]) await createStaff(handle.db, { email, password, role: "growth" });
    served = await serveRoutes([
      { path: "/api/staff-auth/signin", handlers: routeMethods(signInRoute) },
      { path: "/api/staff-auth/signout", handlers: routeMethods(signOutRoute) },
      { path: "/api/staff-auth/viewer", handlers: routeMethods(viewerRoute) },
      { path: "/api/staff-auth/two-factor/setup", handlers: routeMethods(setupRoute) },
      { path: "/api/staff-auth/two-factor/confirm", handlers: routeMethods(confirmRoute) },
      { path: "/api/staff-auth/two-factor/verify", handlers: routeMethods(verifyRoute) },
    ]);
  });
  afterAll(async () => {
    await served.close();
    await handle.close();
  });

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${served.url}${path}`, { method: "POST", headers: { "content-type": "application/json", ...from(), ...headers }, body: JSON.stringify(body) });
  const isStaff = async (cookie: string) => ((await (await fetch(`${served.url}/api/staff-auth/viewer`, { headers: { cookie, ...from() } })).json()) as { staff: boolean }).staff;

  it("signs in (session + readable hint cookie), reads as staff, signs out (both cleared)", async () => {
    const response = await post("/api/staff-auth/signin", { email: "Rita@platewise.test", password });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ twoFactor: false });
    const setCookies = response.headers.getSetCookie();
    expect(setCookies.find((c) => c.startsWith("pw-staff.session_token="))).toMatch(/HttpOnly/i);
    expect(setCookies.find((c) => c.startsWith("pw_staff=1"))).not.toMatch(/HttpOnly/i);
    const cookie = cookieHeaderOf(setCookies);
    expect(await isStaff(cookie)).toBe(true);

    const out = await post("/api/staff-auth/signout", {}, { cookie });
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie().some((c) => /^pw_staff=;.*Max-Age=0/.test(c))).toBe(true);
    expect(await isStaff(cookie)).toBe(false);
  });

  it("answers the documented errors: bad body, wrong password, lockout, another site", async () => {
    expect((await post("/api/staff-auth/signin", { email: "not-an-address", password })).status).toBe(400);
    const wrong = await post("/api/staff-auth/signin", { email: "lou@platewise.test", password: "nope" });
    expect([wrong.status, ((await wrong.json()) as { error: { code: string } }).error.code]).toEqual([401, "invalid_credentials"]);
    for (let i = 0; i < 3; i++) await post("/api/staff-auth/signin", { email: "lou@platewise.test", password: "nope" });
    const locked = await post("/api/staff-auth/signin", { email: "lou@platewise.test", password: "nope" });
    expect([locked.status, ((await locked.json()) as { error: { code: string } }).error.code]).toEqual([429, "locked_out"]);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await post("/api/staff-auth/signin", { email: "lou@platewise.test", password })).status).toBe(429);
    const cross = await post("/api/staff-auth/signin", { email: "rita@platewise.test", password }, { origin: "https://evil.example" });
    expect(cross.status).toBe(403);
    expect(cross.headers.getSetCookie()).toEqual([]);
  });

  it("a customer's session is not a staff session", async () => {
    const customer = await customerCookie(handle.db, "route-customer@example.com");
    expect(await isStaff(customer)).toBe(false);
    const token = customer.split(";")[0]!.slice("session=".length);
    expect(await isStaff(`pw-staff.session_token=${token}; pw_staff=1`)).toBe(false);
  });

  it("two-factor over HTTP: setup, confirm, then sign-in answers twoFactor and the code finishes it", async () => {
    const first = await post("/api/staff-auth/signin", { email: "tom@platewise.test", password });
    let cookie = cookieHeaderOf(first.headers.getSetCookie());
    const setup = await post("/api/staff-auth/two-factor/setup", { password }, { cookie });
    expect(setup.status).toBe(200);
    const { totpUri, recoveryCodes } = (await setup.json()) as { totpUri: string; recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    const confirm = await post("/api/staff-auth/two-factor/confirm", { code: totpFromUri(totpUri) }, { cookie });
    expect(confirm.status).toBe(200);
    cookie = cookieHeaderOf(confirm.headers.getSetCookie(), cookie);

    const second = await post("/api/staff-auth/signin", { email: "tom@platewise.test", password });
    expect(await second.json()).toEqual({ twoFactor: true });
    const challenge = cookieHeaderOf(second.headers.getSetCookie());
    expect(second.headers.getSetCookie().some((c) => c.startsWith("pw_staff=1"))).toBe(false);
    expect(await isStaff(challenge)).toBe(false);
    const bad = await post("/api/staff-auth/two-factor/verify", { code: "000000" }, { cookie: challenge });
    expect(bad.status).toBe(400);
    const good = await post("/api/staff-auth/two-factor/verify", { code: totpFromUri(totpUri) }, { cookie: challenge });
    expect(good.status).toBe(200);
    expect(await isStaff(cookieHeaderOf(good.headers.getSetCookie(), challenge))).toBe(true);
  });
});
