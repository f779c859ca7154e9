import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mgmtActions, mgmtPages, mgmtRoutes, publicMgmtPages } from "@/features/staff/data/mgmt-registry";
import { roleAllows } from "@/features/staff/domain/permissions";
import { guardStaffPage } from "@/features/staff/server/require-staff";
import { runStaffAction, type StaffActionDefinition } from "@/features/staff/server/staff-action";
import { getDb } from "@/server/db/client";
import type { DatabaseHandle } from "@/server/db/create-database";
import { openAppDatabase } from "../../helpers/app-db";
import { routeMethods, serveRoutes, type MountedRoute, type ServedRoutes } from "../../helpers/serve-route";
import { makePrincipals, type Principal } from "./staff-principals";

const root = path.resolve(__dirname, "../../..");
const filesUnder = (dir: string, name: string): string[] => {
  const abs = path.join(root, dir);
  try {
    statSync(abs);
  } catch {
    return [];
  }
  return readdirSync(abs, { recursive: true, encoding: "utf8" })
    .filter((file) => path.basename(file) === name)
    .map((file) => path.join(dir, file));
};
/** `src/app/mgmt/design/page.tsx` → `/mgmt/design` (route groups dropped). */
const pathOf = (file: string, prefix: string) =>
  ("/" + path.dirname(file).slice(prefix.length)).replace(/\/\([^)]+\)/g, "").replace(/\/+/g, "/").replace(/\/$/, "") || "/";

/** What Next.js answers when a page's guard throws (redirect → 307 with Location, forbidden → 403). */
async function pageAnswer(run: () => Promise<unknown>): Promise<Response> {
  try {
    await run();
    return new Response("page", { status: 200 });
  } catch (error) {
    const digest = String((error as { digest?: unknown }).digest ?? "");
    const redirect = /^NEXT_REDIRECT;\w+;([^;]+);(\d+);/.exec(digest);
    if (redirect) return new Response(null, { status: Number(redirect[2]), headers: { location: redirect[1]! } });
    if (digest.endsWith(";403")) return new Response("forbidden", { status: 403 });
    throw error;
  }
}

describe("role sweep: every management page, action and route as a visitor, a customer and each role", () => {
  let handle: DatabaseHandle;
  let served: ServedRoutes;
  let principals: Principal[];

  beforeAll(async () => {
    process.env.__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS = "true"; // as next.config's authInterrupts sets it
    handle = await openAppDatabase();
    principals = await makePrincipals(handle.db);
    const mounted: MountedRoute[] = [];
    for (const page of mgmtPages) {
      mounted.push({
        path: page.path,
        handlers: { GET: async (request) => pageAnswer(async () => guardStaffPage(page.permission, request.headers, await getDb(), page.path)) },
      });
    }
    for (const route of mgmtRoutes) {
      const routeModule = (await import(/* @vite-ignore */ `@/app${route.path}/route`)) as Record<string, unknown>;
      mounted.push({ path: route.path, handlers: routeMethods(routeModule) });
    }
    for (const action of mgmtActions) {
      const { definition } = (await action.load()) as { definition: StaffActionDefinition<never, unknown> };
      mounted.push({
        path: `/__actions/${action.name}`,
        handlers: {
          POST: async (request) => {
            const result = await runStaffAction(definition, action.sampleInput, request.headers);
            const status = "staffError" in result ? (result.staffError === "signedOut" ? 401 : 403) : result.ok ? 200 : 400;
            return Response.json(result, { status });
          },
        },
      });
    }
    served = await serveRoutes(mounted);
  });
  afterAll(async () => {
    await served.close();
    await handle.close();
  });

  it("registers every page under src/app/mgmt and every route under src/app/api/mgmt, each with its guard", () => {
    const pages = filesUnder("src/app/mgmt", "page.tsx");
    expect(pages.length).toBeGreaterThan(2);
    for (const file of pages) {
      const at = pathOf(file, "src/app");
      if (publicMgmtPages.includes(at)) continue;
      const entry = mgmtPages.find((page) => page.path === at);
      expect(entry, `${at} is missing in the registry`).toBeDefined();
      expect(readFileSync(path.join(root, file), "utf8"), `${file} must call requireStaff("${entry!.permission}"…)`).toContain(`requireStaff("${entry!.permission}"`);
    }
    for (const file of [...filesUnder("src/app/api/mgmt", "route.ts"), ...filesUnder("src/app/api/staff-auth/two-factor", "route.ts")]) {
      const at = pathOf(file, "src/app");
      if (at === "/api/staff-auth/two-factor/verify") continue; // the sign-in's code step: before any session
      const source = readFileSync(path.join(root, file), "utf8");
      expect(mgmtRoutes.some((route) => route.path === at), `${at} is missing in the registry`).toBe(true);
      expect(source, `${file} must use staffRoute`).toContain("staffRoute(");
      expect(source).not.toMatch(/= apiRoute\(/);
    }
    const actionFiles = readdirSync(path.join(root, "src/features"), { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".ts") && !file.endsWith("staff/server/staff-action.ts"))
      .map((file) => readFileSync(path.join(root, "src/features", file), "utf8"))
      .filter((source) => source.includes("StaffActionDefinition<"));
    expect(actionFiles.length).toBeGreaterThan(0);
    for (const source of actionFiles) {
      const name = /name: "([^"]+)"/.exec(source)?.[1];
      expect(mgmtActions.map((action) => action.name), `staff action ${name} is missing in the registry`).toContain(name);
    }
  });

  it("answers each page: signed out → sign-in, a role without the permission → 403, else the page", async () => {
    for (const principal of principals) {
      const cookie = await principal.cookie();
      for (const page of mgmtPages) {
        const response = await fetch(`${served.url}${page.path}`, { headers: cookie ? { cookie } : {}, redirect: "manual" });
        const label = `${principal.name} GET ${page.path}`;
        if (!principal.role) {
          expect(response.status, label).toBe(307);
          expect(response.headers.get("location"), label).toBe(`/mgmt/signin?next=${encodeURIComponent(page.path)}`);
        } else {
          expect(response.status, label).toBe(roleAllows(principal.role, page.permission) ? 200 : 403);
        }
      }
    }
  });

  it("answers each API route: 401 signed out, 403 without the permission, past the guard otherwise", async () => {
    for (const principal of principals) {
      const cookie = await principal.cookie();
      for (const route of mgmtRoutes) {
        const response = await fetch(`${served.url}${route.path}`, {
          method: route.method,
          headers: { "content-type": "application/json", "x-forwarded-for": "198.51.100.7", ...(cookie ? { cookie } : {}) },
          body: route.method === "GET" ? undefined : JSON.stringify(route.sampleBody ?? {}),
        });
        const body = (await response.json()) as { error?: { code: string } };
        const label = `${principal.name} ${route.method} ${route.path}`;
        if (!principal.role) expect([response.status, body.error?.code], label).toEqual([401, "staff_signed_out"]);
        else if (!roleAllows(principal.role, route.permission)) expect([response.status, body.error?.code], label).toEqual([403, "forbidden"]);
        else expect([401, 403], label).not.toContain(response.status);
      }
    }
  });

  it("answers each server action: refused before its input for visitors, customers and roles without the permission", async () => {
    for (const principal of principals) {
      // One sign-in per principal (hashing a password is slow on purpose); again only after an
      // action that ends the member's sessions.
      let cookie = await principal.cookie();
      for (const action of mgmtActions) {
        const response = await fetch(`${served.url}/__actions/${action.name}`, { method: "POST", headers: { "x-forwarded-for": "198.51.100.8", ...(cookie ? { cookie } : {}) } });
        const body = (await response.json()) as { ok: boolean; staffError?: string };
        const label = `${principal.name} action ${action.name}`;
        if (!principal.role) expect([response.status, body.staffError], label).toEqual([401, "signedOut"]);
        else if (!roleAllows(principal.role, action.permission)) expect([response.status, body.staffError], label).toEqual([403, "forbidden"]);
        else expect([response.status, body.ok], label).toEqual([200, true]);
        if (action.name === "staff-sign-out-everywhere" && principal.role) cookie = await principal.cookie();
      }
    }
  });
});
