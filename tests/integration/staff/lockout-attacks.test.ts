import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaff } from "@/features/staff/server/create-staff";
import { staffCodeRule } from "@/server/staff-auth/two-factor-gate";
import { attemptKey, attemptsSoFar } from "@/server/rate-limit/attempt-gate";
import type { DatabaseHandle } from "@/server/db/create-database";
import { auditLog, staffUsers } from "@/server/db/schema/staff";
/* eslint-disable no-restricted-imports -- the test serves the route handlers over real HTTP */
import * as signInRoute from "@/app/api/staff-auth/signin/route";
import * as setupRoute from "@/app/api/staff-auth/two-factor/setup/route";
import * as confirmRoute from "@/app/api/staff-auth/two-factor/confirm/route";
import * as verifyRoute from "@/app/api/staff-auth/two-factor/verify/route";
/* eslint-enable no-restricted-imports */
import { openAppDatabase } from "../../helpers/app-db";
import { routeMethods, serveRoutes, type ServedRoutes } from "../../helpers/serve-route";
import { cookieHeaderOf, totpFromUri } from "./totp";

const password = "the one right staff password";

/**
 * The lockouts as an attacker tries to race them: many wrong secrets at once, with the right one
 * among them. Each request comes from its own client address, as a botnet's would, so only the
 * lockout (not the per-client limit) can stop them.
 */
describe("staff lockouts under parallel guessing (over HTTP)", () => {
  let handle: DatabaseHandle;
  let served: ServedRoutes;
  let client = 1;
  const from = () => ({ "x-forwarded-for": `203.0.113.${client++}` });

  beforeAll(async () => {
    handle = await openAppDatabase();
    served = await serveRoutes([
      { path: "/api/staff-auth/signin", handlers: routeMethods(signInRoute) },
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
  const codeOf = async (response: Response) => ((await response.json()) as { error?: { code: string } }).error?.code ?? "ok";
  const auditsOf = (action: string, entityId: string) =>
    handle.db.select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)));

  /** Resolves once the gate has counted `count` attempts for `key`, or after 2 s. */
  async function gateReached(key: string, count: number) {
    const deadline = Date.now() + 2_000;
    while (Date.now() < deadline && (await attemptsSoFar(handle.db, key)) < count) await new Promise((resolve) => setTimeout(resolve, 5));
  }

  it("30 parallel wrong passwords plus the right one: exactly 5 are checked, the right one is refused", async () => {
    const email = "race@platewise.test";
    const { id } = await createStaff(handle.db, { email, password, role: "admin" });
    const wrong = Array.from({ length: 30 }, (_, i) => post("/api/staff-auth/signin", { email, password: `wrong password ${i}` }));
    // The right password goes out while the wrong ones are still being checked.
    await gateReached(attemptKey("staff-password", email), 5);
    const right = await post("/api/staff-auth/signin", { email, password });
    const answers = await Promise.all(wrong.map(async (response) => `${(await response).status} ${await codeOf(await response)}`));

    expect([right.status, await codeOf(right)]).toEqual([429, "locked_out"]);
    expect(Number(right.headers.get("retry-after"))).toBeGreaterThan(14 * 60);
    expect(right.headers.getSetCookie()).toEqual([]);
    expect(answers.filter((a) => a === "401 invalid_credentials")).toHaveLength(4);
    expect(answers.filter((a) => a === "429 locked_out")).toHaveLength(26);
    // Exactly five were counted and checked: the gate stops at five, and only checked passwords are audited as failed.
    expect(await attemptsSoFar(handle.db, attemptKey("staff-password", email))).toBe(5);
    expect(await auditsOf("staff.signin_failed", id)).toHaveLength(5);
    expect(await auditsOf("staff.lockout", id)).toHaveLength(1);
    expect(await auditsOf("staff.signin", id)).toHaveLength(0);
  });

  it("a right password within five attempts signs in, is audited, and ends the run", async () => {
    const email = "steady@platewise.test";
    const { id } = await createStaff(handle.db, { email, password, role: "growth" });
    for (let i = 0; i < 4; i++) expect((await post("/api/staff-auth/signin", { email, password: `typo ${i}` })).status).toBe(401);
    const right = await post("/api/staff-auth/signin", { email, password });
    expect(right.status).toBe(200);
    expect(await attemptsSoFar(handle.db, attemptKey("staff-password", email))).toBe(0);
    // A new run: four more typos still leave the right password working.
    for (let i = 0; i < 4; i++) expect((await post("/api/staff-auth/signin", { email, password: `typo ${i}` })).status).toBe(401);
    expect((await post("/api/staff-auth/signin", { email, password })).status).toBe(200);

    const [signIn] = await auditsOf("staff.signin", id);
    expect(signIn).toMatchObject({ staffId: id, staffEmail: email, entityType: "staff" });
    expect(JSON.stringify(signIn!.diff)).toContain("password");
    expect(await auditsOf("staff.signin_failed", id)).toHaveLength(8);
  });

  it("a failed sign-in for an address that is no staff member's is audited masked, never as typed", async () => {
    const response = await post("/api/staff-auth/signin", { email: "Someone.Else@Example.com", password: "guessing a password" });
    expect(response.status).toBe(401);
    const rows = await auditsOf("staff.signin_failed", "unknown");
    expect(rows).toHaveLength(1);
    expect(rows[0]!.staffId).toBeNull();
    expect(rows[0]!.staffEmail).toBe("s***@example.com");
    expect(JSON.stringify(rows[0])).not.toMatch(/someone\.else/i);
  });

  it("15 parallel wrong two-factor codes: locked after 5, and a fresh challenge with the right code is refused too", async () => {
    const email = "totp-race@platewise.test";
    const { id } = await createStaff(handle.db, { email, password, role: "support" });
    const first = await post("/api/staff-auth/signin", { email, password });
    const session = cookieHeaderOf(first.headers.getSetCookie());
    const setup = await post("/api/staff-auth/two-factor/setup", { password }, { cookie: session });
    const { totpUri, recoveryCodes } = (await setup.json()) as { totpUri: string; recoveryCodes: string[] };
    expect((await post("/api/staff-auth/two-factor/confirm", { code: totpFromUri(totpUri) }, { cookie: session })).status).toBe(200);

    const second = await post("/api/staff-auth/signin", { email, password });
    expect(await second.json()).toEqual({ twoFactor: true });
    const challenge = cookieHeaderOf(second.headers.getSetCookie());
    const right = totpFromUri(totpUri);
    const wrongCodes = Array.from({ length: 15 }, (_, i) => String((Number(right) + 1 + i * 7919) % 1_000_000).padStart(6, "0"));
    const answers = await Promise.all(
      wrongCodes.map(async (code) => {
        const response = await post("/api/staff-auth/two-factor/verify", { code, kind: "totp" }, { cookie: challenge });
        return `${response.status} ${await codeOf(response)}`;
      }),
    );
    expect(answers.filter((a) => a === "400 invalid_code")).toHaveLength(4);
    expect(answers.filter((a) => a === "429 locked_out")).toHaveLength(11);
    expect(await attemptsSoFar(handle.db, staffCodeRule(id).key)).toBe(5);
    expect(await auditsOf("staff.two_factor_failed", id)).toHaveLength(5);
    expect(await auditsOf("staff.two_factor_lockout", id)).toHaveLength(1);

    // The right code, and a recovery code, on a new challenge: still locked.
    const third = await post("/api/staff-auth/signin", { email, password });
    const fresh = cookieHeaderOf(third.headers.getSetCookie());
    const rightCode = await post("/api/staff-auth/two-factor/verify", { code: totpFromUri(totpUri), kind: "totp" }, { cookie: fresh });
    expect([rightCode.status, await codeOf(rightCode)]).toEqual([429, "locked_out"]);
    const recovery = await post("/api/staff-auth/two-factor/verify", { code: recoveryCodes[0], kind: "recovery" }, { cookie: fresh });
    expect([recovery.status, await codeOf(recovery)]).toEqual([429, "locked_out"]);
    expect(rightCode.headers.getSetCookie().some((c) => c.startsWith("pw-staff.session_token=") && !/max-age=0/i.test(c))).toBe(false);
    const [user] = await handle.db.select().from(staffUsers).where(eq(staffUsers.id, id));
    expect(user!.twoFactorEnabled).toBe(true);
  });

  it("a right two-factor code signs in, is audited with its method, and ends the code run", async () => {
    const email = "totp-ok@platewise.test";
    const { id } = await createStaff(handle.db, { email, password, role: "analyst" });
    const session = cookieHeaderOf((await post("/api/staff-auth/signin", { email, password })).headers.getSetCookie());
    const { totpUri } = (await (await post("/api/staff-auth/two-factor/setup", { password }, { cookie: session })).json()) as { totpUri: string };
    await post("/api/staff-auth/two-factor/confirm", { code: totpFromUri(totpUri) }, { cookie: session });
    const challenge = cookieHeaderOf((await post("/api/staff-auth/signin", { email, password })).headers.getSetCookie());
    expect((await post("/api/staff-auth/two-factor/verify", { code: "999999" === totpFromUri(totpUri) ? "999998" : "999999", kind: "totp" }, { cookie: challenge })).status).toBe(400);
    expect(await attemptsSoFar(handle.db, staffCodeRule(id).key)).toBe(1);
    const ok = await post("/api/staff-auth/two-factor/verify", { code: totpFromUri(totpUri), kind: "totp" }, { cookie: challenge });
    expect(ok.status).toBe(200);
    expect(await attemptsSoFar(handle.db, staffCodeRule(id).key)).toBe(0);
    const signIns = await auditsOf("staff.signin", id);
    expect(signIns.map((row) => JSON.stringify(row.diff)).join()).toContain("totp");
    expect(await auditsOf("staff.signin_password", id)).toHaveLength(1);
  });
});
