import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getEnv } from "@/env";
import { getServerSecrets } from "@/server/secrets/server-secrets";
import type { DatabaseHandle } from "@/server/db/create-database";
import { durationEvents } from "@/server/db/schema/analytics";
import { buildDurationEvent } from "@/features/analytics/domain/duration-event";
import { sendDurationEvent } from "@/features/analytics/server/send-duration-event";
// eslint-disable-next-line no-restricted-imports -- the test serves the route handler over real HTTP
import { POST } from "@/app/api/analytics/duration/route";
import { openAppDatabase } from "../../helpers/app-db";
import { serveRoutes, type ServedRoutes } from "../../helpers/serve-route";
import { startStandInServer } from "../../helpers/stand-in-server";

describe("duration analytics: sender and receiver", () => {
  let handle: DatabaseHandle;
  let server: ServedRoutes;
  beforeAll(async () => {
    handle = await openAppDatabase();
    server = await serveRoutes([{ path: "/api/analytics/duration", handlers: { POST } }]);
  });
  afterAll(async () => {
    await server.close();
    await handle.close();
  });

  const event = buildDurationEvent({
    event: "quiz_finish",
    attribution: { proxy_user_id: "v-1", gclid: "g", custom_fbc: "fb.1.1.a", utm_source: "fb", utm_campaign: "c1" },
    backendUserId: "u-9",
    host: "site.example",
    quizName: "fasting-woman-2968",
    userAgent: "Mozilla/5.0",
    country: "DE",
    exp: ["price_test"],
    project: "platewise",
  });

  it("the sender posts to our receiver with basic authorization and the event is stored", async () => {
    const env = getEnv();
    const ok = await sendDurationEvent(event, {
      url: `${server.url}/api/analytics/duration`,
      user: env.DURATION_RECEIVER_USER,
      password: getServerSecrets().durationReceiverPassword,
    });
    expect(ok).toBe(true);
    const [row] = await handle.db.select().from(durationEvents);
    expect(row).toMatchObject({
      event: "quiz_finish",
      backendUserId: "u-9",
      proxyUserId: "v-1",
      host: "site.example",
      quizName: "fasting-woman-2968",
      country: "DE",
      project: "platewise",
      exp: ["price_test"],
      platforms: { facebook: { fbc: "fb.1.1.a" }, google: { gclid: "g" } },
      utm: { source: "fb", campaign: "c1" },
    });
  });

  it("the receiver refuses a wrong or missing password", async () => {
    const wrong = await sendDurationEvent(event, { url: `${server.url}/api/analytics/duration`, user: "platewise", password: "guess" });
    expect(wrong).toBe(false);
    const none = await fetch(`${server.url}/api/analytics/duration`, { method: "POST", body: JSON.stringify(event) });
    expect(none.status).toBe(401);
    expect(none.headers.get("www-authenticate")).toMatch(/^Basic/);
  });

  it("the receiver answers 400 for an invalid event", async () => {
    const env = getEnv();
    const auth = `Basic ${Buffer.from(`${env.DURATION_RECEIVER_USER}:${getServerSecrets().durationReceiverPassword}`).toString("base64")}`;
    const response = await fetch(`${server.url}/api/analytics/duration`, {
      method: "POST",
      headers: { Authorization: auth, "Content-Type": "application/json" },
      body: JSON.stringify({ event: "", platforms: {} }),
    });
    expect(response.status).toBe(400);
  });

  it("a stranger learns nothing about the event's shape: 401 before validation", async () => {
    const response = await fetch(`${server.url}/api/analytics/duration`, { method: "POST", body: JSON.stringify({ event: "" }) });
    expect(response.status).toBe(401);
  });

  it("the sender speaks the documented shape to an external service and never throws", async () => {
    const external = await startStandInServer(() => ({ status: 204 }));
    try {
      expect(await sendDurationEvent(event, { url: `${external.url}/duration`, user: "svc", password: "pw" })).toBe(true);
      const [request] = external.requests;
      expect(request!.headers.authorization).toBe(`Basic ${Buffer.from("svc:pw").toString("base64")}`);
      expect(Object.keys(JSON.parse(request!.body)).sort()).toEqual(
        ["backendUserId", "country", "event", "exp", "host", "platforms", "project", "proxyUserId", "quizName", "userAgent", "utm"],
      );
      expect(Object.keys(JSON.parse(request!.body).platforms).sort()).toEqual(["facebook", "google", "snapchat", "tiktok", "twitter", "yahoo"]);
    } finally {
      await external.close();
    }
    expect(await sendDurationEvent(event, { url: "http://127.0.0.1:9/unreachable" })).toBe(false);
    expect(await sendDurationEvent(event, null)).toBe(false);
  });
});
