import { describe, expect, it } from "vitest";
import { isStaffPermission, roleAllows, staffAccessLevels, staffAreas, type StaffPermission } from "@/features/staff/domain/permissions";
import { staffRoles } from "@/features/staff/domain/roles";
import { decideStaffAccess } from "@/features/staff/domain/staff-access";
import golden from "../../fixtures/staff/permissions.json";

describe("the staff permission table (golden)", () => {
  const table = golden.roles as Record<string, Record<string, boolean>>;

  it("covers every role × area × level", () => {
    for (const role of staffRoles) {
      expect(Object.keys(table[role]!).sort()).toEqual(staffAreas.flatMap((area) => staffAccessLevels.map((level) => `${area}:${level}`)).sort());
    }
  });

  for (const role of staffRoles) {
    it(`${role}: every permission as the golden table says`, () => {
      for (const [permission, allowed] of Object.entries(table[role]!)) {
        expect(roleAllows(role, permission as StaffPermission), `${role} ${permission}`).toBe(allowed);
      }
    });
  }

  it("spells out the roles' key differences", () => {
    expect(roleAllows("admin", "staff:manage")).toBe(true);
    expect(staffRoles.filter((role) => roleAllows(role, "staff:read"))).toEqual(["admin"]);
    expect(staffRoles.filter((role) => roleAllows(role, "funnels:edit"))).toEqual(["admin", "growth"]);
    expect(staffRoles.filter((role) => roleAllows(role, "support-proxy:act"))).toEqual(["admin", "support"]);
    expect(staffRoles.filter((role) => roleAllows(role, "dashboard:read"))).toEqual([...staffRoles]);
    expect(roleAllows("growth", "dashboard:edit")).toBe(false);
    expect(roleAllows("analyst", "funnels:edit")).toBe(false);
  });

  it("parses permission names strictly", () => {
    expect(isStaffPermission("funnels:edit")).toBe(true);
    expect(isStaffPermission("funnels:write")).toBe(false);
    expect(isStaffPermission("funnels:edit:x")).toBe(false);
    expect(isStaffPermission("nothing:read")).toBe(false);
  });

  it("decides access: nobody → signed out, a role without it → forbidden, else allowed", () => {
    const staff = { id: "1", email: "a@b.c", role: "analyst" as const, twoFactorEnabled: false };
    expect(decideStaffAccess(null, "dashboard:read")).toEqual({ kind: "signed-out" });
    expect(decideStaffAccess(staff, "funnels:edit")).toEqual({ kind: "forbidden", staff });
    expect(decideStaffAccess(staff, "funnels:read")).toEqual({ kind: "allowed", staff });
  });
});
