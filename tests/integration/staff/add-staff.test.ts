import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { definition } from "@/features/staff/actions/add-staff-definition";
import { createStaff } from "@/features/staff/server/create-staff";
import { runStaffAction } from "@/features/staff/server/staff-action";
import { staffSignIn } from "@/features/staff/server/staff-sign-in";
import type { DatabaseHandle } from "@/server/db/create-database";
import { auditLog, staffUsers } from "@/server/db/schema/staff";
import { openAppDatabase } from "../../helpers/app-db";
import { cookieHeaderOf } from "./totp";

const password = "add staff password";

describe("an admin adds a staff account (staff action)", () => {
  let handle: DatabaseHandle;
  const cookies: Record<string, string> = {};
  const headers = (who: string) => new Headers({ cookie: cookies[who]!, "x-forwarded-for": "198.51.100.91" });

  beforeAll(async () => {
    handle = await openAppDatabase();
    for (const [who, role] of [["chief", "admin"], ["sam", "support"]] as const) {
      await createStaff(handle.db, { email: `${who}@platewise.test`, password, role });
      const signedIn = await staffSignIn(handle.db, { email: `${who}@platewise.test`, password, headers: new Headers() });
      if (!signedIn.ok) throw new Error("sign-in failed");
      cookies[who] = cookieHeaderOf(signedIn.cookies);
    }
  });
  afterAll(() => handle.close());

  it("refuses anyone but an admin, and a malformed address", async () => {
    expect(await runStaffAction(definition, { email: "new@platewise.test", role: "analyst" }, headers("sam"))).toEqual({ ok: false, staffError: "forbidden" });
    expect(await runStaffAction(definition, { email: "new@platewise.test", role: "analyst" }, new Headers())).toEqual({ ok: false, staffError: "signedOut" });
    expect(await runStaffAction(definition, { email: "not an address", role: "analyst" }, headers("chief"))).toMatchObject({ ok: false, fieldErrors: { email: expect.any(String) } });
    expect(await runStaffAction(definition, { email: "new@platewise.test", role: "owner" }, headers("chief"))).toMatchObject({ ok: false, fieldErrors: { role: expect.any(String) } });
    expect(await handle.db.select().from(staffUsers).where(eq(staffUsers.email, "new@platewise.test"))).toHaveLength(0);
  });

  it("adds the account with a generated password that signs in, once, and audits it", async () => {
    const result = await runStaffAction(definition, { email: " New.Person@Platewise.test ", role: "growth" }, headers("chief"));
    expect(result).toMatchObject({ ok: true, data: { added: true, email: "new.person@platewise.test" } });
    const generated = (result as { data: { password: string } }).data.password;
    expect(generated).toMatch(/^[a-zA-Z2-9]{5}(-[a-zA-Z2-9]{5}){3}$/);

    const [row] = await handle.db.select().from(staffUsers).where(eq(staffUsers.email, "new.person@platewise.test"));
    expect(row).toMatchObject({ role: "growth" });
    expect(JSON.stringify(row)).not.toContain(generated);
    const signedIn = await staffSignIn(handle.db, { email: "new.person@platewise.test", password: generated, headers: new Headers() });
    expect(signedIn.ok).toBe(true);

    // The creation, then the new account's own sign-in (every staff sign-in is audited).
    const audits = await handle.db.select().from(auditLog).where(eq(auditLog.entityId, row!.id));
    expect(audits.map((audit) => audit.action).sort()).toEqual(["staff.create", "staff.signin"]);
    expect(audits.find((audit) => audit.action === "staff.create")).toMatchObject({ staffEmail: "chief@platewise.test" });
    expect(JSON.stringify(audits)).not.toContain(generated);

    const again = await runStaffAction(definition, { email: "new.person@platewise.test", role: "admin" }, headers("chief"));
    expect(again).toEqual({ ok: true, data: { added: false, reason: "exists" } });
    const [unchanged] = await handle.db.select().from(staffUsers).where(eq(staffUsers.email, "new.person@platewise.test"));
    expect(unchanged!.role).toBe("growth");
  });
});
