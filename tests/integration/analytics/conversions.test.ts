import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import { z } from "zod";
import { resetEnvCache } from "@/env";
import { conversionSendersFromEnv } from "@/features/analytics/server/conversion-senders";
import { sendConversion, type ConversionInput } from "@/features/analytics/server/send-conversion";
import { startStandInServer, type RecordedRequest, type StandInAnswer, type StandInServer } from "../../helpers/stand-in-server";

const sha256 = (v: string) => createHash("sha256").update(v).digest("hex");

/** The request shapes the real APIs require; the stand-in answers 400 like they do otherwise. */
const metaBody = z.object({
  access_token: z.string().min(1),
  data: z
    .array(
      z.object({
        event_name: z.enum(["Purchase", "Lead"]),
        event_time: z.number().int(),
        event_id: z.string().min(1),
        action_source: z.literal("website"),
        event_source_url: z.url(),
        user_data: z.object({ client_user_agent: z.string().min(1) }).loose(),
        custom_data: z.object({}).loose(),
      }),
    )
    .length(1),
});
const tiktokBody = z.object({
  event_source: z.literal("web"),
  event_source_id: z.string().min(1),
  data: z.array(z.object({ event: z.string(), event_time: z.number().int(), event_id: z.string(), user: z.object({}).loose() }).loose()).length(1),
});
const googleBody = z.object({
  partialFailure: z.literal(true),
  conversions: z
    .array(
      z
        .object({
          conversionAction: z.string().regex(/^customers\/\d+\/conversionActions\/\d+$/),
          conversionDateTime: z.string().regex(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\+00:00$/),
          orderId: z.string(),
        })
        .loose(),
    )
    .length(1),
});

function vendorStandIn(request: RecordedRequest, overrides: { meta?: StandInAnswer; tiktok?: StandInAnswer; google?: StandInAnswer }): StandInAnswer {
  if (request.path === "/v21.0/px-1/events") {
    if (request.headers["content-type"] !== "application/json" || !metaBody.safeParse(JSON.parse(request.body)).success) {
      return { status: 400, body: { error: { message: "Invalid parameter", code: 100 } } };
    }
    return overrides.meta ?? { body: { events_received: 1, fbtrace_id: "x" } };
  }
  if (request.path === "/open_api/v1.3/event/track/") {
    if (request.headers["access-token"] !== "tt-token") return { body: { code: 40105, message: "Access token is incorrect" } };
    if (!tiktokBody.safeParse(JSON.parse(request.body)).success) return { body: { code: 40002, message: "invalid" } };
    return overrides.tiktok ?? { body: { code: 0, message: "OK", data: {} } };
  }
  if (request.path === "/token") {
    const form = new URLSearchParams(request.body);
    if (form.get("grant_type") !== "refresh_token" || form.get("refresh_token") !== "g-refresh") return { status: 400, body: { error: "invalid_grant" } };
    return { body: { access_token: "ya29.stand-in", expires_in: 3599, token_type: "Bearer" } };
  }
  if (request.path === "/v21/customers/1234567890:uploadClickConversions") {
    if (request.headers.authorization !== "Bearer ya29.stand-in" || request.headers["developer-token"] !== "dev-token") {
      return { status: 401, body: { error: { code: 401, status: "UNAUTHENTICATED" } } };
    }
    if (!googleBody.safeParse(JSON.parse(request.body)).success) return { status: 400, body: { error: { code: 400 } } };
    return overrides.google ?? { body: { results: [{ gclid: "g" }] } };
  }
  return { status: 404, body: "not found" };
}

const configured = {
  META_CAPI_ACCESS_TOKEN: "meta-token",
  META_CAPI_API_VERSION: "v21.0",
  TIKTOK_EVENTS_ACCESS_TOKEN: "tt-token",
  GOOGLE_ADS_DEVELOPER_TOKEN: "dev-token",
  GOOGLE_ADS_CLIENT_ID: "cid",
  GOOGLE_ADS_CLIENT_SECRET: "secret",
  GOOGLE_ADS_REFRESH_TOKEN: "g-refresh",
  GOOGLE_ADS_CUSTOMER_ID: "1234567890",
  GOOGLE_ADS_LOGIN_CUSTOMER_ID: "1112223333",
  GOOGLE_ADS_PURCHASE_ACTION_ID: "555",
  GOOGLE_ADS_API_VERSION: "v21",
};

describe("server-side conversions", () => {
  let vendor: StandInServer;
  let overrides: { meta?: StandInAnswer; tiktok?: StandInAnswer; google?: StandInAnswer } = {};
  beforeAll(async () => {
    vendor = await startStandInServer((request) => vendorStandIn(request, overrides));
  });
  afterAll(() => vendor.close());
  afterEach(() => {
    for (const key of [...Object.keys(configured), "META_CAPI_BASE_URL", "TIKTOK_EVENTS_BASE_URL", "GOOGLE_ADS_API_BASE_URL", "GOOGLE_OAUTH_TOKEN_URL"]) {
      delete process.env[key];
    }
    resetEnvCache();
    vendor.requests.length = 0;
    overrides = {};
  });

  function configure() {
    Object.assign(process.env, configured, {
      META_CAPI_BASE_URL: vendor.url,
      TIKTOK_EVENTS_BASE_URL: vendor.url,
      GOOGLE_ADS_API_BASE_URL: vendor.url,
      GOOGLE_OAUTH_TOKEN_URL: `${vendor.url}/token`,
    });
    resetEnvCache();
    return conversionSendersFromEnv({ metaPixelId: "px-1", tiktokPixelId: "tt-1" });
  }

  const purchase: ConversionInput = {
    name: "Purchase",
    eventTimeMs: Date.UTC(2025, 0, 15, 12, 30, 5),
    sourceUrl: "https://site.example/checkout",
    value: 29.99,
    currency: "usd",
    user: { email: "  User@Example.com ", externalId: "user-1", ip: "203.0.113.5", userAgent: "Mozilla/5.0" },
    clickIds: { custom_fbc: "fb.1.1.abc", _fbp: "fb.1.1.123", ttclid: "tt-click", gclid: "g-click" },
  };

  it("is disabled without credentials", () => {
    expect(conversionSendersFromEnv({ metaPixelId: "px-1", tiktokPixelId: "tt-1" })).toEqual([]);
    process.env.META_CAPI_ACCESS_TOKEN = "meta-token";
    resetEnvCache();
    expect(conversionSendersFromEnv({ metaPixelId: undefined, tiktokPixelId: "tt-1" })).toEqual([]);
    expect(conversionSendersFromEnv({ metaPixelId: "px-1" }).map((s) => s.name)).toEqual(["meta"]);
  });

  it("sends nothing without targeting consent, or for crawlers", async () => {
    const senders = configure();
    const denied = await sendConversion(purchase, { targetingGranted: false, senders });
    expect(denied).toMatchObject({ sent: false, reason: "no-targeting-consent", results: [] });
    const crawler = await sendConversion(purchase, { targetingGranted: true, isCrawler: true, senders });
    expect(crawler.reason).toBe("crawler");
    expect(vendor.requests).toHaveLength(0);
    expect(await sendConversion(purchase, { targetingGranted: true, senders: [] })).toMatchObject({ sent: false, reason: "no-senders" });
  });

  it("sends one event to Meta, TikTok and Google Ads with the same event id", async () => {
    const senders = configure();
    const outcome = await sendConversion({ ...purchase, eventId: "evt-1" }, { targetingGranted: true, senders });
    expect(outcome.results).toEqual([
      { sender: "meta", ok: true, status: 200 },
      { sender: "tiktok", ok: true, status: 200 },
      { sender: "google-ads", ok: true, status: 200 },
    ]);
    expect(outcome).toMatchObject({ sent: true, eventId: "evt-1" });

    const meta = vendor.requests.find((r) => r.path.endsWith("/events"))!;
    const metaEvent = JSON.parse(meta.body).data[0];
    expect(JSON.parse(meta.body).access_token).toBe("meta-token");
    expect(metaEvent).toEqual({
      event_name: "Purchase",
      event_time: Math.floor(purchase.eventTimeMs / 1000),
      event_id: "evt-1",
      action_source: "website",
      event_source_url: "https://site.example/checkout",
      user_data: {
        em: [sha256("user@example.com")],
        external_id: [sha256("user-1")],
        client_ip_address: "203.0.113.5",
        client_user_agent: "Mozilla/5.0",
        fbc: "fb.1.1.abc",
        fbp: "fb.1.1.123",
      },
      custom_data: { currency: "USD", value: 29.99 },
    });

    const tiktok = JSON.parse(vendor.requests.find((r) => r.path.includes("event/track"))!.body);
    expect(tiktok).toMatchObject({ event_source: "web", event_source_id: "tt-1" });
    expect(tiktok.data[0]).toEqual({
      event: "CompletePayment",
      event_time: Math.floor(purchase.eventTimeMs / 1000),
      event_id: "evt-1",
      user: { email: sha256("user@example.com"), external_id: sha256("user-1"), ttclid: "tt-click", ip: "203.0.113.5", user_agent: "Mozilla/5.0" },
      page: { url: "https://site.example/checkout" },
      properties: { currency: "USD", value: 29.99 },
    });

    const google = vendor.requests.find((r) => r.path.includes("uploadClickConversions"))!;
    expect(google.headers["login-customer-id"]).toBe("1112223333");
    expect(JSON.parse(google.body).conversions[0]).toEqual({
      conversionAction: "customers/1234567890/conversionActions/555",
      conversionDateTime: "2025-01-15 12:30:05+00:00",
      conversionValue: 29.99,
      currencyCode: "USD",
      orderId: "evt-1",
      gclid: "g-click",
      userIdentifiers: [{ hashedEmail: sha256("user@example.com") }],
      consent: { adUserData: "GRANTED", adPersonalization: "GRANTED" },
    });
  });

  it("makes a new shared event id when none is given and reuses the Google access token", async () => {
    const senders = configure();
    const first = await sendConversion(purchase, { targetingGranted: true, senders });
    const second = await sendConversion(purchase, { targetingGranted: true, senders });
    expect(first.eventId).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.eventId).not.toBe(second.eventId);
    const metaIds = vendor.requests.filter((r) => r.path.endsWith("/events")).map((r) => JSON.parse(r.body).data[0].event_id);
    expect(metaIds).toEqual([first.eventId, second.eventId]);
    expect(vendor.requests.filter((r) => r.path === "/token")).toHaveLength(1);
  });

  it("reports each platform's refusal without stopping the others", async () => {
    const senders = configure();
    overrides = {
      meta: { status: 400, body: { error: { message: "Invalid OAuth access token" } } },
      tiktok: { body: { code: 40001, message: "no permission" } },
      google: { body: { partialFailureError: { code: 3, message: "The click is too old" }, results: [{}] } },
    };
    const outcome = await sendConversion(purchase, { targetingGranted: true, senders });
    expect(outcome.sent).toBe(false);
    expect(outcome.results.map((r) => [r.sender, r.ok])).toEqual([["meta", false], ["tiktok", false], ["google-ads", false]]);
    expect(outcome.results[0]).toMatchObject({ status: 400, error: expect.stringContaining("Invalid OAuth") });
  });

  it("maps a lead to the platforms' names and skips Google without an action or a match key", async () => {
    const senders = configure();
    const outcome = await sendConversion(
      { name: "Lead", eventTimeMs: Date.now(), sourceUrl: "https://site.example/quiz", user: { userAgent: "UA" }, clickIds: {} },
      { targetingGranted: true, senders },
    );
    expect(outcome.results[2]).toEqual({ sender: "google-ads", ok: false, skipped: "no conversion action for Lead" });
    expect(JSON.parse(vendor.requests.find((r) => r.path.includes("event/track"))!.body).data[0].event).toBe("SubmitForm");
    expect(JSON.parse(vendor.requests.find((r) => r.path.endsWith("/events"))!.body).data[0].event_name).toBe("Lead");

    const noMatch = await sendConversion({ ...purchase, user: { userAgent: "UA" }, clickIds: {} }, { targetingGranted: true, senders });
    expect(noMatch.results[2]).toEqual({ sender: "google-ads", ok: false, skipped: "no click id or e-mail to match" });
  });
});
