import { eq } from "drizzle-orm";
import { locales } from "@/i18n/locales";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as viewRoute from "@/app/api/mgmt/support-proxy/view/route"; // eslint-disable-line no-restricted-imports -- the route under test
import { definition as actDefinition } from "@/features/support-proxy/actions/act-on-customer-definition";
import { definition as lookDefinition } from "@/features/support-proxy/actions/look-customer-definition";
import { definition as searchDefinition } from "@/features/support-proxy/actions/search-customer-definition";
import { runStaffAction } from "@/features/staff/server/staff-action";
import { listAudit } from "@/features/staff/server/record-audit";
import { proxySessionMs } from "@/features/support-proxy/domain/proxy-session";
import { hashProxyToken, readProxySession, recentLook } from "@/features/support-proxy/server/proxy-sessions";
import { readViewer } from "@/server/auth/get-viewer";
import type { DatabaseHandle } from "@/server/db/create-database";
import { authSessions } from "@/server/db/schema/auth";
import { users } from "@/server/db/schema/quiz";
import { supportProxySessions } from "@/server/db/schema/support-proxy";
import { openAppDatabase } from "../../helpers/app-db";
import { routeMethods, serveRoutes, type ServedRoutes } from "../../helpers/serve-route";
import { makePrincipals, type Principal } from "../staff/staff-principals";

const reason = "Ticket 77: customer cannot see the plan";

/** The read-only account view: who may open it, its cookie, its expiry, forgery, and audit. */
describe("support proxy: guard, looks and the read-only account view", () => {
  let handle: DatabaseHandle;
  let served: ServedRoutes;
  let principals: Principal[];
  let customer: { uuid: string; email: string };
  const principal = (name: string) => principals.find((p) => p.name === name)!;
  const post = async (who: string, body: unknown, method = "POST") =>
    fetch(`${served.url}/api/mgmt/support-proxy/view`, {
      method,
      headers: { "content-type": "application/json", "x-forwarded-for": "198.51.100.21", cookie: await principal(who).cookie() },
      body: JSON.stringify(body),
    });
  const staffIdOf = async (who: string) => {
    const cookie = await principal(who).cookie();
    const { readStaffMember } = await import("@/features/staff/server/read-staff-viewer");
    return (await readStaffMember(new Headers({ cookie }), handle.db))!;
  };

  beforeAll(async () => {
    handle = await openAppDatabase();
    principals = await makePrincipals(handle.db);
    const [row] = await handle.db.insert(users).values({ email: `proxy-${Date.now()}@example.com` }).returning();
    customer = { uuid: row!.uuid, email: row!.email };
    served = await serveRoutes([{ path: "/api/mgmt/support-proxy/view", handlers: routeMethods(viewRoute) }]);
  });
  afterAll(async () => {
    await served.close();
    await handle.close();
  });

  it("refuses growth and analyst everywhere: the view route (403) and every action", async () => {
    for (const who of ["growth", "analyst"]) {
      const response = await post(who, { customerId: customer.uuid, reason });
      expect(response.status, who).toBe(403);
      const headers = new Headers({ cookie: await principal(who).cookie(), "x-forwarded-for": "198.51.100.22" });
      expect(await runStaffAction(searchDefinition, { query: customer.email }, headers)).toEqual({ ok: false, staffError: "forbidden" });
      expect(await runStaffAction(lookDefinition, { customerId: customer.uuid, reason }, headers)).toEqual({ ok: false, staffError: "forbidden" });
      expect(await runStaffAction(actDefinition, { act: "resend-sign-in", customerId: customer.uuid, reason }, headers)).toEqual({ ok: false, staffError: "forbidden" });
    }
    expect(await listAudit(handle.db, "customer", customer.uuid)).toEqual([]);
  });

  it("lets support search and open a customer; the look is audited with its reason, a short reason refused", async () => {
    const headers = new Headers({ cookie: await principal("support").cookie(), "x-forwarded-for": "198.51.100.23" });
    expect(await runStaffAction(searchDefinition, { query: customer.email }, headers)).toMatchObject({ ok: true, data: { kind: "found", uuid: customer.uuid } });
    expect(await runStaffAction(searchDefinition, { query: "nobody-here@example.com" }, headers)).toMatchObject({ ok: true, data: { kind: "none" } });
    expect(await runStaffAction(lookDefinition, { customerId: customer.uuid, reason: "because" }, headers)).toMatchObject({ ok: false, fieldErrors: { reason: expect.any(String) } });
    const support = await staffIdOf("support");
    expect(await recentLook(handle.db, support.id, customer.uuid, new Date())).toBeNull();
    expect(await runStaffAction(lookDefinition, { customerId: customer.uuid, reason }, headers)).toMatchObject({ ok: true, data: { opened: true } });
    expect(await recentLook(handle.db, support.id, customer.uuid, new Date())).toMatchObject({ reason });
    const [look] = await listAudit(handle.db, "customer", customer.uuid);
    expect(look).toMatchObject({ action: "support.look", reason, staffId: support.id });
  });

  it("opens a 15-minute view: HttpOnly, SameSite=Strict cookie at the view's paths only (one per language), only its hash stored", async () => {
    const response = await post("support", { customerId: customer.uuid, reason, locale: "de" });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const body = (await response.json()) as { url: string; viewId: string; expiresAt: string };
    expect(body.url).toBe("/de/support-proxy");
    const cookies = response.headers.getSetCookie();
    expect(cookies).toHaveLength(locales.length);
    expect(cookies.map((line) => /Path=([^;]+)/.exec(line)![1]).sort()).toEqual(locales.map((locale) => (locale === "en" ? "/support-proxy" : `/${locale}/support-proxy`)).sort());
    const cookie = cookies.find((line) => line.includes("Path=/de/support-proxy;"))!;
    expect(cookie).toMatch(/^pw_support_view=[\w-]{40,}; Path=\/de\/support-proxy; Max-Age=900; HttpOnly; SameSite=Strict/);
    expect(new Set(cookies.map((line) => line.split(";")[0])).size).toBe(1);
    const token = /^pw_support_view=([\w-]+);/.exec(cookie)![1]!;
    const [row] = await handle.db.select().from(supportProxySessions).where(eq(supportProxySessions.id, body.viewId));
    expect(row!.tokenHash).toBe(hashProxyToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
    const opened = row!.createdAt.getTime();
    expect(row!.expiresAt.getTime() - opened).toBe(proxySessionMs);

    const support = await staffIdOf("support");
    const admin = await staffIdOf("admin");
    expect(await readProxySession(handle.db, token, support.id, new Date(opened + 60_000))).toMatchObject({ kind: "valid", customerId: customer.uuid, email: customer.email });
    // Expired, forged, someone else's, missing.
    expect(await readProxySession(handle.db, token, support.id, new Date(opened + proxySessionMs + 1))).toEqual({ kind: "expired" });
    expect(await readProxySession(handle.db, `${token.slice(0, -1)}x`, support.id, new Date(opened + 60_000))).toEqual({ kind: "unknown" });
    expect(await readProxySession(handle.db, token, admin.id, new Date(opened + 60_000))).toEqual({ kind: "other_staff" });
    expect(await readProxySession(handle.db, undefined, support.id, new Date(opened + 60_000))).toEqual({ kind: "unknown" });

    // Read-only: the view is no customer session. Customer actions read only the `session`
    // cookie, which the view never sets; its token there is refused; no customer session exists.
    expect(cookie).not.toMatch(/(^|[;,]\s*)session=/);
    expect(await readViewer(undefined)).toMatchObject({ userData: null });
    expect(await readViewer(token)).toMatchObject({ userData: null });
    expect(await handle.db.select().from(authSessions).where(eq(authSessions.userId, customer.uuid))).toEqual([]);

    // Ending it: only its own staff member; then the cookie is cleared and the view refused.
    expect(await (await post("admin", { viewId: body.viewId, locale: "de" }, "DELETE")).json()).toEqual({ ended: false });
    const ended = await post("support", { viewId: body.viewId, locale: "de" }, "DELETE");
    expect(await ended.json()).toEqual({ ended: true });
    const cleared = ended.headers.getSetCookie();
    expect(cleared).toHaveLength(locales.length);
    for (const line of cleared) expect(line).toMatch(/^pw_support_view=; Path=(\/[a-z]{2}(-[A-Z]{2})?)?\/support-proxy; Max-Age=0; HttpOnly; SameSite=Strict/);
    expect(await readProxySession(handle.db, token, support.id, new Date())).toEqual({ kind: "ended" });

    const actions = (await listAudit(handle.db, "customer", customer.uuid)).map((entry) => [entry.action, entry.reason]);
    expect(actions).toContainEqual(["support.view_open", reason]);
    expect(actions.map(([action]) => action)).toContain("support.view_end");
  });

  it("answers an unknown customer with 404 and records nothing", async () => {
    const response = await post("support", { customerId: "00000000-0000-4000-8000-000000000001", reason });
    expect(response.status).toBe(404);
    expect(await listAudit(handle.db, "customer", "00000000-0000-4000-8000-000000000001")).toEqual([]);
  });
});
