import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { definition } from "@/features/staff/actions/set-staff-role-definition";
import { createStaff } from "@/features/staff/server/create-staff";
import { readStaffMember } from "@/features/staff/server/read-staff-viewer";
import { runStaffAction } from "@/features/staff/server/staff-action";
import { staffSignIn } from "@/features/staff/server/staff-sign-in";
import type { DatabaseHandle } from "@/server/db/create-database";
import { auditLog, staffUsers } from "@/server/db/schema/staff";
import { openAppDatabase } from "../../helpers/app-db";
import { cookieHeaderOf } from "./totp";

const password = "role change password";

describe("an admin changes a staff role (staff action)", () => {
  let handle: DatabaseHandle;
  const cookies: Record<string, string> = {};
  const ids: Record<string, string> = {};
  const headers = (who: string) => new Headers({ cookie: cookies[who]!, "x-forwarded-for": "198.51.100.90" });

  beforeAll(async () => {
    handle = await openAppDatabase();
    for (const [who, role] of [["boss", "admin"], ["gina", "growth"]] as const) {
      ids[who] = (await createStaff(handle.db, { email: `${who}@platewise.test`, password, role })).id;
      const signedIn = await staffSignIn(handle.db, { email: `${who}@platewise.test`, password, headers: new Headers() });
      if (!signedIn.ok) throw new Error("sign-in failed");
      cookies[who] = cookieHeaderOf(signedIn.cookies);
    }
  });
  afterAll(() => handle.close());

  it("refuses a growth member, and refuses an admin's own role", async () => {
    expect(await runStaffAction(definition, { staffId: ids.boss, role: "analyst" }, headers("gina"))).toEqual({ ok: false, staffError: "forbidden" });
    expect(await runStaffAction(definition, { staffId: ids.boss, role: "analyst" }, headers("boss"))).toEqual({ ok: true, data: { updated: false, reason: "self" } });
    expect(await runStaffAction(definition, { staffId: "nope", role: "admin" }, headers("boss"))).toMatchObject({ ok: false, fieldErrors: { staffId: expect.any(String) } });
  });

  it("changes the role, ends the member's sessions and audits it", async () => {
    expect(await readStaffMember(headers("gina"), handle.db)).toMatchObject({ role: "growth" });
    expect(await runStaffAction(definition, { staffId: ids.gina, role: "analyst" }, headers("boss"))).toEqual({ ok: true, data: { updated: true } });
    const [row] = await handle.db.select().from(staffUsers).where(eq(staffUsers.id, ids.gina!));
    expect(row!.role).toBe("analyst");
    expect(await readStaffMember(headers("gina"), handle.db)).toBeNull();
    const [audit] = await handle.db.select().from(auditLog).where(eq(auditLog.action, "staff.set_role"));
    expect(audit).toMatchObject({ staffEmail: "boss@platewise.test", entityId: ids.gina, diff: [{ op: "replace", path: ["role"], old: "growth", value: "analyst" }] });
    expect(audit!.requestId).toBeTruthy();
  });
});
