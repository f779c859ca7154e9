import { describe, expect, it } from "vitest";
import { activeNavKey, mgmtNavFor, mgmtNavItems, showsMgmtHeader } from "@/features/staff/domain/mgmt-nav";

describe("management header", () => {
  it("shows each role the areas it may open", () => {
    const keys = (role: Parameters<typeof mgmtNavFor>[0]) => mgmtNavFor(role).map((item) => item.key);
    expect(keys("admin")).toEqual(mgmtNavItems.map((item) => item.key));
    expect(keys("growth")).not.toContain("staff");
    expect(keys("growth")).not.toContain("supportProxy");
    expect(keys("support")).toContain("supportProxy");
    expect(keys("support")).toContain("outbox");
    expect(keys("growth")).not.toContain("outbox");
    expect(keys("analyst")).toEqual(["home", "funnels", "finalPages", "landingPages", "packages", "splits", "redirects", "backlog", "account"]);
  });

  it("marks the longest matching area as current", () => {
    expect(activeNavKey(mgmtNavItems, "/mgmt")).toBe("home");
    expect(activeNavKey(mgmtNavItems, "/mgmt/splits/spring/results")).toBe("splits");
    expect(activeNavKey(mgmtNavItems, "/mgmt/account/staff")).toBe("staff");
    expect(activeNavKey(mgmtNavItems, "/mgmt/account")).toBe("account");
    expect(activeNavKey(mgmtNavItems, "/mgmt/funnel-admins")).toBe("home");
  });

  it("leaves preview pages and the sign-in page without the header", () => {
    for (const path of ["/mgmt/final-admin/preview", "/mgmt/lp-admin/preview", "/mgmt/funnel-admin/express/preview", "/mgmt/signin"]) {
      expect(showsMgmtHeader(path), path).toBe(false);
    }
    for (const path of ["/mgmt", "/mgmt/lp-admin", "/mgmt/funnel-admin/express", "/mgmt/splits/previewed-split"]) {
      expect(showsMgmtHeader(path), path).toBe(true);
    }
  });
});
