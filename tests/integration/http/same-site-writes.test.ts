import { performance } from "node:perf_hooks";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localDay } from "@/features/trackers/domain/local-day";
import { createStaff } from "@/features/staff/server/create-staff";
import { staffSignIn } from "@/features/staff/server/staff-sign-in";
import { runCustomerAction } from "@/server/actions/customer-action";
import type { DatabaseHandle } from "@/server/db/create-database";
import { users } from "@/server/db/schema/quiz";
import { trustedRequestHeaders } from "@/server/http/request-facts";
import { z } from "zod";
/* eslint-disable no-restricted-imports -- the test serves the route handlers over real HTTP */
import * as funnelRoute from "@/app/api/mgmt/funnels/[name]/route";
import * as funnelCheckRoute from "@/app/api/mgmt/funnels/[name]/check/route";
import * as funnelsRoute from "@/app/api/mgmt/funnels/route";
import * as imagesRoute from "@/app/api/mgmt/funnels/images/route";
import * as publishRoute from "@/app/api/mgmt/funnels/[name]/publish/route";
import * as cancelFlowRoute from "@/app/api/subscription/cancel-flow/route";
import * as checkoutRoute from "@/app/api/checkout/route";
import * as upsellRoute from "@/app/api/upsell/route";
import * as paymentMethodRoute from "@/app/api/subscription/payment-method/route";
import * as generateRoute from "@/app/api/plan/generate/route";
import * as fastingRoute from "@/app/api/trackers/fasting/route";
import * as waterRoute from "@/app/api/trackers/water/route";
import * as weightRoute from "@/app/api/trackers/weight/route";
/* eslint-enable no-restricted-imports */
import { openAppDatabase } from "../../helpers/app-db";
import { routeMethods, serveRoutes, type ServedRoutes } from "../../helpers/serve-route";
import { signInAs } from "../account/sign-in-as";
import { cookieHeaderOf } from "../staff/totp";

type ErrorBody = { error: { code: string; message: string } };
const foreign = "https://attacker.example";

/**
 * Another site's page posting with the visitor's cookies (only SameSite=Lax stood in the way):
 * every write of the signed-in customer and of staff refuses a foreign Origin with 403 and a
 * body that is not JSON with 415, before any other work (docs/http.md, "Same-site writes").
 */
describe("customer and staff writes come only from the site itself", () => {
  let handle: DatabaseHandle;
  let served: ServedRoutes;
  let customer = "";
  let staff = "";
  let client = 0;
  const today = localDay(new Date());

  beforeAll(async () => {
    handle = await openAppDatabase();
    await handle.db.insert(users).values({ email: "seams-customer@example.com" });
    customer = (await signInAs(handle.db, "seams-customer@example.com")).cookie;
    await createStaff(handle.db, { email: "seams-admin@platewise.test", password: "seams password 2026!", role: "admin" });
    const signedIn = await staffSignIn(handle.db, { email: "seams-admin@platewise.test", password: "seams password 2026!", headers: new Headers({ "user-agent": "seams" }) });
    if (!signedIn.ok) throw new Error("staff sign-in failed");
    staff = cookieHeaderOf(signedIn.cookies);
    served = await serveRoutes([
      { path: "/api/mgmt/funnels", handlers: routeMethods(funnelsRoute) },
      { path: "/api/mgmt/funnels/images", handlers: routeMethods(imagesRoute) },
      { path: "/api/mgmt/funnels/[name]", handlers: routeMethods(funnelRoute) },
      { path: "/api/mgmt/funnels/[name]/check", handlers: routeMethods(funnelCheckRoute) },
      { path: "/api/mgmt/funnels/[name]/publish", handlers: routeMethods(publishRoute) },
      { path: "/api/subscription/cancel-flow", handlers: routeMethods(cancelFlowRoute) },
      { path: "/api/subscription/payment-method", handlers: routeMethods(paymentMethodRoute) },
      { path: "/api/plan/generate", handlers: routeMethods(generateRoute) },
      { path: "/api/checkout", handlers: routeMethods(checkoutRoute) },
      { path: "/api/upsell", handlers: routeMethods(upsellRoute) },
      { path: "/api/trackers/water", handlers: routeMethods(waterRoute) },
      { path: "/api/trackers/weight", handlers: routeMethods(weightRoute) },
      { path: "/api/trackers/fasting", handlers: routeMethods(fastingRoute) },
    ]);
  }, 180_000); // a fresh database and a staff password hash take a while on a busy machine
  afterAll(async () => {
    await served.close();
    await handle.close();
  });

  const writes = () => [
    { who: "customer", method: "POST", path: "/api/trackers/water", body: { day: today, entryId: randomUUID(), deltaMl: 250 } },
    { who: "customer", method: "PUT", path: "/api/trackers/weight", body: { day: today, kg: 80 } },
    { who: "customer", method: "POST", path: "/api/trackers/fasting", body: { action: "start" } },
    { who: "customer", method: "POST", path: "/api/subscription/cancel-flow", body: { step: "reason", flowId: randomUUID(), reason: "too_expensive" } },
    { who: "customer", method: "POST", path: "/api/subscription/payment-method", body: { paymentMethodId: "pm_card", idempotencyKey: "attempt-1234" } },
    { who: "customer", method: "POST", path: "/api/plan/generate", body: {} },
    // The buyer's charges (the purchase cookie is theirs): checkout and the one-click upsell.
    { who: "customer", method: "POST", path: "/api/checkout", body: {} },
    { who: "customer", method: "POST", path: "/api/upsell", body: { step: "upsell-1", answer: "accept" } },
    { who: "staff", method: "POST", path: "/api/mgmt/funnels", body: { name: "seams-funnel", title: "Seams" } },
    { who: "staff", method: "PUT", path: "/api/mgmt/funnels/seams-funnel", body: { expectedVersion: 0, definition: {} } },
    { who: "staff", method: "POST", path: "/api/mgmt/funnels/seams-funnel/publish", body: { expectedVersion: 0 } },
    { who: "staff", method: "POST", path: "/api/mgmt/funnels/images", body: { fileName: "x.png", dataBase64: "" } },
  ] as const;

  function send(method: string, path: string, headers: Record<string, string>, body: BodyInit | undefined) {
    return fetch(`${served.url}${path}`, { method, headers: { "x-forwarded-for": `198.51.100.${++client % 250}`, ...headers }, body });
  }
  const cookieOf = (who: "customer" | "staff") => (who === "customer" ? customer : staff);
  async function answer(response: Response) {
    return [response.status, ((await response.json()) as ErrorBody).error?.code];
  }

  it("another site's Origin: 403 cross_site on every write, though the cookies are valid", async () => {
    for (const write of writes()) {
      const response = await send(write.method, write.path, { cookie: cookieOf(write.who), origin: foreign, "content-type": "application/json" }, JSON.stringify(write.body));
      expect([write.path, ...(await answer(response))]).toEqual([write.path, 403, "cross_site"]);
    }
  });

  it("Sec-Fetch-Site: cross-site, an empty Origin and Origin null: 403 cross_site", async () => {
    const attacks: Record<string, string>[] = [{ "sec-fetch-site": "cross-site" }, { origin: "" }, { origin: "null" }, { origin: "not an address" }];
    for (const headers of attacks) {
      for (const write of writes()) {
        const response = await send(write.method, write.path, { cookie: cookieOf(write.who), "content-type": "application/json", ...headers }, JSON.stringify(write.body));
        expect([write.path, JSON.stringify(headers), ...(await answer(response))]).toEqual([write.path, JSON.stringify(headers), 403, "cross_site"]);
      }
    }
  });

  it("a text/plain body (what a cross-site form can send without a preflight): 415 unsupported_media_type", async () => {
    for (const write of writes()) {
      for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"]) {
        if (write.path === "/api/upsell" && type === "application/x-www-form-urlencoded") continue; // its own no-JS form
        const response = await send(write.method, write.path, { cookie: cookieOf(write.who), origin: served.url, "content-type": type }, JSON.stringify(write.body));
        expect([write.path, type, ...(await answer(response))]).toEqual([write.path, type, 415, "unsupported_media_type"]);
      }
    }
  });

  it("the site's own pages still write: same Origin, JSON", async () => {
    const water = await send("POST", "/api/trackers/water", { cookie: customer, origin: served.url, "content-type": "application/json; charset=utf-8" }, JSON.stringify({ day: today, entryId: randomUUID(), deltaMl: 250 }));
    expect(water.status).toBe(200);
    expect(water.headers.get("cache-control")).toBe("private, no-store");
    expect(await water.json()).toEqual({ day: today, totalMl: 250 });
    const check = await send("POST", "/api/mgmt/funnels/any/check", { cookie: staff, origin: served.url, "content-type": "application/json" }, JSON.stringify({ condition: "country == 'DE'" }));
    expect(check.status).toBe(200);
    // Reads are not writes: a GET from anywhere is answered (and never cached).
    const read = await send("GET", `/api/trackers/water?day=${today}`, { cookie: customer, origin: foreign }, undefined);
    expect(read.status).toBe(200);
  });

  it("without a session: 401 before the body is read — a body that never ends gets its answer", async () => {
    const cases = [
      { method: "PUT", path: "/api/mgmt/funnels/seams-funnel", cookie: "", code: "staff_signed_out" },
      { method: "PUT", path: "/api/mgmt/funnels/seams-funnel", cookie: customer, code: "staff_signed_out" },
      { method: "PUT", path: "/api/trackers/weight", cookie: "", code: "not_signed_in" },
      { method: "POST", path: "/api/subscription/cancel-flow", cookie: "session=forged.value", code: "not_signed_in" },
    ];
    for (const { method, path, cookie, code } of cases) {
      const abort = new AbortController();
      // 900 KB of `[` now and the rest never: reading the body would wait for ever.
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new Uint8Array(900 * 1024).fill(0x5b));
        },
      });
      const started = performance.now();
      const response = await fetch(`${served.url}${path}`, {
        method,
        headers: { "content-type": "application/json", origin: served.url, "x-forwarded-for": `198.51.100.${++client % 250}`, ...(cookie ? { cookie } : {}) },
        body,
        duplex: "half",
        signal: abort.signal,
      } as RequestInit);
      const ms = performance.now() - started;
      console.info(`${method} ${path} without a session, endless body: ${response.status} in ${ms.toFixed(1)} ms`);
      expect([path, ...(await answer(response))]).toEqual([path, 401, code]);
      abort.abort();
    }
  });

  it("the customer action client: no session → the form error signedOut before the input is looked at; a session → the customer", async () => {
    const definition = {
      name: "seams-customer-action",
      input: z.object({ note: z.string() }),
      handler: async ({ input, customer }: { input: { note: string }; customer: { uuid: string; email: string } }) => ({ note: input.note, email: customer.email }),
    };
    const address = { [trustedRequestHeaders.clientAddress]: "198.51.100.251" };
    let touched = 0;
    const watched = new Proxy({ note: "hello" }, { get: (target, key) => (touched++, Reflect.get(target, key)), ownKeys: (target) => (touched++, Reflect.ownKeys(target)) });
    expect(await runCustomerAction(definition, watched, new Headers(address))).toEqual({ ok: false, formError: "signedOut" });
    expect(await runCustomerAction(definition, watched, new Headers({ ...address, cookie: "session=forged.value" }))).toEqual({ ok: false, formError: "signedOut" });
    expect(touched).toBe(0);
    expect(await runCustomerAction(definition, { note: "hello" }, new Headers({ ...address, cookie: customer }))).toEqual({
      ok: true,
      data: { note: "hello", email: "seams-customer@example.com" },
    });
  });
});
