import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaff } from "@/features/staff/server/create-staff";
import { readStaffMember } from "@/features/staff/server/read-staff-viewer";
import { staffSignIn, staffVerifyCode } from "@/features/staff/server/staff-sign-in";
import { confirmTwoFactor, startTwoFactor } from "@/features/staff/server/two-factor-setup";
import type { DatabaseHandle } from "@/server/db/create-database";
import { authSessions } from "@/server/db/schema/auth";
import { auditLog, staffAccounts, staffSessions, staffUsers } from "@/server/db/schema/staff";
import { createTestDatabase } from "../../helpers/test-db";
import { cookieHeaderOf, totpFromUri } from "./totp";

const password = "correct horse battery staple";
const headersWith = (cookie = "") => new Headers({ "user-agent": "vitest", ...(cookie ? { cookie } : {}) });

describe("staff sign-in (better-auth, own tables)", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it("creates a staff member with a hashed password in the staff tables, and is idempotent (role updated)", async () => {
    const first = await createStaff(handle.db, { email: "Ada@Platewise.test", password, role: "growth" });
    expect(first).toMatchObject({ created: true, email: "ada@platewise.test", role: "growth" });
    const [account] = await handle.db.select().from(staffAccounts).where(eq(staffAccounts.userId, first.id));
    expect(account!.providerId).toBe("credential");
    expect(account!.password).not.toContain(password);
    expect(account!.password!.length).toBeGreaterThan(60);

    const again = await createStaff(handle.db, { email: "ada@platewise.test", password: "another password 123", role: "admin" });
    expect(again).toMatchObject({ created: false, id: first.id, role: "admin", previousRole: "growth" });
    const [user] = await handle.db.select().from(staffUsers).where(eq(staffUsers.id, first.id));
    expect(user!.role).toBe("admin");
    const audits = await handle.db.select().from(auditLog).where(eq(auditLog.entityId, first.id));
    expect(audits.map((a) => a.action).sort()).toEqual(["staff.create", "staff.set_role"]);
    // The old password still works: an update never replaces it.
    expect((await staffSignIn(handle.db, { email: "ada@platewise.test", password, headers: headersWith() })).ok).toBe(true);
  });

  it("signs in with e-mail and password; the session is a staff session, not a customer one", async () => {
    await createStaff(handle.db, { email: "sam@platewise.test", password, role: "support" });
    const result = await staffSignIn(handle.db, { email: "SAM@platewise.test", password, headers: headersWith() });
    expect(result).toMatchObject({ ok: true, twoFactorRequired: false });
    if (!result.ok) return;
    const cookie = cookieHeaderOf(result.cookies);
    expect(cookie).toMatch(/^pw-staff\.session_token=/);
    expect(await readStaffMember(headersWith(cookie), handle.db)).toMatchObject({ email: "sam@platewise.test", role: "support", twoFactorEnabled: false });
    expect(await handle.db.select().from(authSessions)).toHaveLength(0);
    expect((await handle.db.select().from(staffSessions)).length).toBeGreaterThan(0);
    // A made-up or tampered cookie reads as nobody.
    // (its first character changed: to "y" when it already is "x", else to "x")
    const tampered = cookie.replace(/=(.)/, (_match, first: string) => `=${first === "x" ? "y" : "x"}`);
    expect(tampered).not.toBe(cookie);
    expect(await readStaffMember(headersWith(tampered), handle.db)).toBeNull();
    expect(await readStaffMember(headersWith("session=abc"), handle.db)).toBeNull();
  });

  it("locks an address out after five failed passwords, even for the right one", async () => {
    await createStaff(handle.db, { email: "lock@platewise.test", password, role: "analyst" });
    const now = Date.UTC(2026, 0, 1, 10, 1);
    for (let i = 0; i < 4; i++) {
      expect(await staffSignIn(handle.db, { email: "lock@platewise.test", password: `wrong ${i}`, headers: headersWith(), now })).toEqual({ ok: false, reason: "invalid_credentials" });
    }
    const fifth = await staffSignIn(handle.db, { email: "lock@platewise.test", password: "wrong 5", headers: headersWith(), now });
    expect(fifth).toMatchObject({ ok: false, reason: "locked_out" });
    const right = await staffSignIn(handle.db, { email: "lock@platewise.test", password, headers: headersWith(), now });
    expect(right).toMatchObject({ ok: false, reason: "locked_out" });
    // The next window lets them try again.
    const later = await staffSignIn(handle.db, { email: "lock@platewise.test", password, headers: headersWith(), now: now + 15 * 60_000 });
    expect(later.ok).toBe(true);
  });

  it("with two-factor on, the password alone opens no session; the TOTP code or a recovery code does", async () => {
    await createStaff(handle.db, { email: "tess@platewise.test", password, role: "analyst" });
    const first = await staffSignIn(handle.db, { email: "tess@platewise.test", password, headers: headersWith() });
    if (!first.ok) throw new Error("sign-in failed");
    let cookie = cookieHeaderOf(first.cookies);

    expect(await startTwoFactor(handle.db, headersWith(cookie), "not my password")).toEqual({ ok: false, reason: "wrong_password" });
    const setup = await startTwoFactor(handle.db, headersWith(cookie), password);
    if (!setup.ok) throw new Error("setup failed");
    expect(setup.totpUri).toMatch(/^otpauth:\/\/totp\/Platewise:tess%40platewise\.test\?secret=/);
    expect(setup.qrDataUri).toMatch(/^data:image\/png;base64,/);
    expect(setup.recoveryCodes).toHaveLength(10);
    expect(await confirmTwoFactor(handle.db, headersWith(cookie), "000000")).toMatchObject({ ok: false });
    const confirmed = await confirmTwoFactor(handle.db, headersWith(cookie), totpFromUri(setup.totpUri));
    if (!confirmed.ok) throw new Error("confirm failed");
    cookie = cookieHeaderOf(confirmed.cookies, cookie);
    expect(await readStaffMember(headersWith(cookie), handle.db)).toMatchObject({ twoFactorEnabled: true });

    const second = await staffSignIn(handle.db, { email: "tess@platewise.test", password, headers: headersWith() });
    expect(second).toMatchObject({ ok: true, twoFactorRequired: true });
    if (!second.ok) return;
    const challenge = cookieHeaderOf(second.cookies);
    expect(await readStaffMember(headersWith(challenge), handle.db)).toBeNull();
    expect(await staffVerifyCode(handle.db, { code: "123456", kind: "totp", headers: headersWith(challenge) })).toEqual({ ok: false, reason: "invalid_code" });
    const done = await staffVerifyCode(handle.db, { code: totpFromUri(setup.totpUri), kind: "totp", headers: headersWith(challenge) });
    if (!done.ok) throw new Error("code refused");
    expect(await readStaffMember(headersWith(cookieHeaderOf(done.cookies, challenge)), handle.db)).toMatchObject({ email: "tess@platewise.test" });

    const third = await staffSignIn(handle.db, { email: "tess@platewise.test", password, headers: headersWith() });
    if (!third.ok) throw new Error("sign-in failed");
    const viaRecovery = await staffVerifyCode(handle.db, { code: setup.recoveryCodes[0]!, kind: "recovery", headers: headersWith(cookieHeaderOf(third.cookies)) });
    expect(viaRecovery.ok).toBe(true);
  });
});

describe("demo staff seed", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it("seeds one staff member per role who can sign in with the documented password, and never overwrites", async () => {
    const { seedStaff, demoStaff, demoStaffPassword } = await import("@/server/db/seed/seed-staff");
    await seedStaff(handle.db);
    await handle.db.update(staffUsers).set({ role: "analyst" }).where(eq(staffUsers.email, "growth@platewise.local"));
    await seedStaff(handle.db);
    expect((await handle.db.select().from(staffUsers)).map((u) => [u.email, u.role]).sort()).toEqual(
      demoStaff.map((m) => [m.email, m.email.startsWith("growth") ? "analyst" : m.role]).sort(),
    );
    const signedIn = await staffSignIn(handle.db, { email: "admin@platewise.local", password: demoStaffPassword, headers: headersWith() });
    expect(signedIn.ok).toBe(true);
    if (!signedIn.ok) return;
    expect(await readStaffMember(headersWith(cookieHeaderOf(signedIn.cookies)), handle.db)).toMatchObject({ email: "admin@platewise.local", role: "admin" });
  });
});
