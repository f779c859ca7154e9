import { describe, expect, it } from "vitest";
import { judgeProxySession, proxySessionMs, proxyViewPath } from "@/features/support-proxy/domain/proxy-session";
import { parseSupportSearch } from "@/features/support-proxy/domain/search-query";
import { reasonSchema, staffActKey, staffRefundKey } from "@/features/support-proxy/domain/support-acts";

describe("support search", () => {
  it("reads an e-mail address (lower-cased), a UUID, or refuses anything else", () => {
    expect(parseSupportSearch("  Ana@Example.COM ")).toEqual({ kind: "email", email: "ana@example.com" });
    expect(parseSupportSearch("3F2504E0-4F89-41D3-9A0C-0305E82C3301")).toEqual({ kind: "id", id: "3f2504e0-4f89-41d3-9a0c-0305e82c3301" });
    expect(parseSupportSearch("ana@")).toEqual({ kind: "invalid" });
    expect(parseSupportSearch("3f2504e0")).toEqual({ kind: "invalid" });
    expect(parseSupportSearch("%")).toEqual({ kind: "invalid" });
    expect(parseSupportSearch("   ")).toEqual({ kind: "empty" });
    expect(parseSupportSearch(undefined)).toEqual({ kind: "empty" });
  });
});

describe("reasons and keys", () => {
  it("needs a reason of at least 10 characters, spaces aside", () => {
    expect(reasonSchema.safeParse("short").success).toBe(false);
    expect(reasonSchema.safeParse("          x").success).toBe(false);
    expect(reasonSchema.safeParse("Ticket 4411: asked to pause").success).toBe(true);
  });
  it("keys a staff act by subscription and form, a refund by payment only", () => {
    expect(staffActKey("pause", "sub-1", "form-a")).toBe("staff:pause:sub-1:form-a");
    expect(staffActKey("extend", "sub-1", "form-b")).toBe("staff:extend:sub-1:form-b");
    expect(staffRefundKey("pay-1")).toBe("staff:refund:pay-1");
  });
});

describe("account view sessions", () => {
  const opened = new Date("2026-03-01T10:00:00Z");
  const row = { staffId: "staff-1", expiresAt: new Date(opened.getTime() + proxySessionMs), endedAt: null };
  it("lasts 15 minutes, for the staff member who opened it only", () => {
    expect(proxySessionMs).toBe(15 * 60_000);
    expect(judgeProxySession(row, "staff-1", new Date("2026-03-01T10:14:59Z"))).toBe("valid");
    expect(judgeProxySession(row, "staff-1", new Date("2026-03-01T10:15:00Z"))).toBe("expired");
    expect(judgeProxySession(row, "staff-2", new Date("2026-03-01T10:01:00Z"))).toBe("other_staff");
    expect(judgeProxySession({ ...row, endedAt: opened }, "staff-1", new Date("2026-03-01T10:01:00Z"))).toBe("ended");
    expect(judgeProxySession(null, "staff-1", opened)).toBe("unknown");
  });
  it("lives at the page's address in its language, the default without a prefix", () => {
    expect(proxyViewPath("en", "en")).toBe("/support-proxy");
    expect(proxyViewPath("de", "en")).toBe("/de/support-proxy");
  });
});
