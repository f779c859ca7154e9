import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { desc, eq } from "drizzle-orm";
import { resetEnvCache } from "@/env";
import type { DatabaseHandle } from "@/server/db/create-database";
import { slackOutbox } from "@/server/db/schema/outbox";
import { rateLimitBuckets } from "@/server/db/schema/rate-limit";
import { signSiteToken } from "@/features/site-auth/server/sign-site-token";
import {
  SlackNotificationError,
  sendSlackNotification,
} from "@/features/notifications/client/send-slack-notification";
// eslint-disable-next-line no-restricted-imports -- the test serves the route handler over real HTTP
import { POST } from "@/app/api/send-slack-notification/route";
import { openAppDatabase } from "../../helpers/app-db";
import { fillRateLimit } from "../../helpers/fill-rate-limit";
import { serveRoutes, type ServedRoutes } from "../../helpers/serve-route";
import { startStandInServer, type StandInServer } from "../../helpers/stand-in-server";

describe("POST /api/send-slack-notification", () => {
  let handle: DatabaseHandle;
  let server: ServedRoutes;
  let slack: StandInServer;
  let address = 0;
  const nextAddress = () => `198.51.100.${++address}`;

  beforeAll(async () => {
    handle = await openAppDatabase();
    server = await serveRoutes([{ path: "/api/send-slack-notification", handlers: { POST } }]);
    slack = await startStandInServer();
  });
  afterAll(async () => {
    await server.close();
    await slack.close();
    await handle.close();
  });
  beforeEach(() => {
    slack.requests.length = 0;
    slack.answer(() => ({ body: "ok" }));
    useWebhook(undefined);
  });

  function useWebhook(url: string | undefined) {
    if (url) process.env.SLACK_WEBHOOK_URL = url;
    else delete process.env.SLACK_WEBHOOK_URL;
    resetEnvCache();
  }
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/api/send-slack-notification`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: server.url, "X-Forwarded-For": nextAddress(), ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
  const latest = async () => (await handle.db.select().from(slackOutbox).orderBy(desc(slackOutbox.createdAt)).limit(1))[0];

  it("forwards to the webhook as escaped mrkdwn and answers text", async () => {
    useWebhook(`${slack.url}/services/T000/B000/XXX`);
    const response = await post({ title: "Window script injection warnings", messageText: "Hi <!channel> & co" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await response.text()).toBe("ok");
    expect(slack.requests).toHaveLength(1);
    const [request] = slack.requests;
    expect(request!.method).toBe("POST");
    expect(request!.path).toBe("/services/T000/B000/XXX");
    expect(request!.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(request!.body)).toEqual({ text: "*Window script injection warnings*\nHi &lt;!channel&gt; &amp; co" });
    expect(await latest()).toMatchObject({ status: "sent", attempts: 1, title: "Window script injection warnings" });
  });

  it("keeps the message in the outbox when no webhook is configured", async () => {
    const response = await post({ title: "T", messageText: "kept" });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("stored");
    expect(slack.requests).toHaveLength(0);
    expect(await latest()).toMatchObject({ status: "pending", messageText: "kept", sentAt: null });
  });

  it("answers 502 and records the failure when Slack refuses", async () => {
    useWebhook(`${slack.url}/hook`);
    slack.answer(() => ({ status: 404, body: "no_service" }));
    const response = await post({ title: "T", messageText: "lost?" });
    expect(response.status).toBe(502);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("slack_unavailable");
    expect(await latest()).toMatchObject({ status: "failed", error: "404 no_service" });
  });

  it("refuses other origins and requests without origin or token", async () => {
    expect((await post({ title: "T", messageText: "x" }, { Origin: "https://evil.example" })).status).toBe(403);
    const noOrigin = await fetch(`${server.url}/api/send-slack-notification`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ title: "T", messageText: "x" }),
    });
    expect(noOrigin.status).toBe(403);
    expect((await post({ title: "T", messageText: "x" }, { Origin: server.url, "Sec-Fetch-Site": "cross-site" })).status).toBe(403);
  });

  it("accepts a valid site token without a same origin", async () => {
    const { token } = await signSiteToken({ uuid: "0b6a4c1e-8d7f-4a51-9a0c-2f3e4d5c6b7a", nowMs: Date.now() });
    const response = await post({ title: "T", messageText: "by token" }, { Origin: "https://other.example", Authorization: `Bearer ${token}` });
    expect(response.status).toBe(200);
  });

  it("limits each address to 10 a minute and the whole site to 300 an hour", async () => {
    const headers = { "X-Forwarded-For": "203.0.113.200" };
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await post({ title: "T", messageText: `n${i}` }, headers)).status);
    expect(statuses).toEqual([200, 200, 200]);
    await fillRateLimit(handle.db, "slack:203.0.113.200", 10, 60_000);
    const refused = await post({ title: "T", messageText: "again" }, headers);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await post({ title: "T", messageText: "other address" })).status).toBe(200);
    await fillRateLimit(handle.db, "slack:all", 300, 60 * 60_000);
    expect((await post({ title: "T", messageText: "site-wide" })).status).toBe(429);
    await handle.db.delete(rateLimitBuckets).where(eq(rateLimitBuckets.key, "slack:all"));
  });

  it("refuses bodies over 8 KB, non-JSON and invalid fields", async () => {
    expect((await post({ title: "T", messageText: "x".repeat(9000) })).status).toBe(413);
    expect((await post("{oops")).status).toBe(400);
    const invalid = await post({ title: "", messageText: "x".repeat(4001) });
    expect(invalid.status).toBe(400);
    const body = (await invalid.json()) as { error: { fields: Record<string, string[]> } };
    expect(Object.keys(body.error.fields).sort()).toEqual(["messageText", "title"]);
  });

  describe("the browser client", () => {
    it("answers the text on success", async () => {
      const text = await sendSlackNotification(
        { title: "T", messageText: "from client" },
        { baseUrl: server.url, fetch: (input, init) => fetch(input, { ...init, headers: { ...(init?.headers as object), Origin: server.url, "X-Forwarded-For": nextAddress() } }) },
      );
      expect(text).toBe("stored");
    });

    it("throws 'Failed to send slack notification' with the status and body", async () => {
      const error = await sendSlackNotification({ title: "T", messageText: "x" }, { baseUrl: server.url }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(SlackNotificationError);
      expect((error as SlackNotificationError).message).toBe("Failed to send slack notification");
      expect((error as SlackNotificationError).status).toBe(403);
      expect((error as SlackNotificationError).body).toEqual({
        error: { code: "forbidden", message: "Only this site may send notifications." },
      });
    });
  });
});
