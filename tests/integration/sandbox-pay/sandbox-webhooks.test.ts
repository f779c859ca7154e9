import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetEnvCache } from "@/env";
import { webhookEvents } from "@/server/db/schema/billing";
import { sandboxEvents } from "@/server/db/schema/sandbox-pay";
import { signPayload } from "@/server/integrations/sandbox-pay/webhook-signature";
import { sandboxWebhookSecret } from "@/server/integrations/sandbox-pay/signing-key";
import {
  buy,
  eventsAbout,
  openSandboxHarness,
  orderStatus,
  runSandbox,
  type SandboxHarness,
} from "./sandbox-harness";

describe("the sandbox webhook endpoint", () => {
  let harness: SandboxHarness;
  let body: string;
  beforeAll(async () => {
    harness = await openSandboxHarness();
    const { result } = await buy(harness, { card: "4242424242424242" });
    if (!result.ok || !("order" in result)) throw new Error("checkout refused");
    await runSandbox(harness);
    const [succeeded] = (await eventsAbout(harness.db, result.order.id)).filter(
      (event) => event.type === "payment_intent.succeeded",
    );
    body = succeeded!.body;
  });
  afterAll(async () => {
    await harness.close();
  });

  const post = (text: string, signature: string | null) =>
    fetch(`${harness.served.url}/api/billing/webhooks/sandbox`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(signature === null ? {} : { "sandbox-signature": signature }),
      },
      body: text,
    });
  const stored = async () => (await harness.db.select({ n: count() }).from(webhookEvents))[0]!.n;

  it("answers 400 invalid_signature to a forged event and stores nothing", async () => {
    const before = await stored();
    const forged = body.replace(/"amount":\d+/, '"amount":1');
    const forgedSignature = signPayload(new TextEncoder().encode("guessed"), forged, new Date());
    for (const response of [
      await post(forged, forgedSignature),
      // A genuine signature over another body.
      await post(forged, signPayload(sandboxWebhookSecret(), body, new Date())),
      await post(forged, null),
    ]) {
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: { code: "invalid_signature" } });
    }
    expect(await stored()).toBe(before);
  });

  it("answers 400 invalid_signature to a genuine event replayed long after it was signed", async () => {
    const old = signPayload(sandboxWebhookSecret(), body, new Date(Date.now() - 10 * 60_000));
    const response = await post(body, old);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: "invalid_signature" } });
  });

  it("answers 200 to a duplicate delivery and applies it once", async () => {
    const before = await stored();
    const response = await post(body, signPayload(sandboxWebhookSecret(), body, new Date()));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, outcome: "duplicate" });
    expect(await stored()).toBe(before);
  });

  it("checks the signature over the exact bytes: one added space fails", async () => {
    const response = await post(`${body} `, signPayload(sandboxWebhookSecret(), body, new Date()));
    expect(response.status).toBe(400);
  });

  it("answers 200 to a genuine event of a type billing does not use, 400 to a broken body", async () => {
    const ignored = JSON.stringify({
      id: "evt_ignored",
      type: "payment_method.attached",
      created: new Date().toISOString(),
      data: { object: { object: "payment_method", id: "pm_x" } },
    });
    const answer = await post(ignored, signPayload(sandboxWebhookSecret(), ignored, new Date()));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ received: true, outcome: "ignored" });
    const broken = '{"id":"evt_broken"}';
    const refused = await post(broken, signPayload(sandboxWebhookSecret(), broken, new Date()));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: { code: "malformed_payload" } });
  });

  it("retries a delivery the endpoint did not accept, with backoff, until it is accepted", async () => {
    let refusedRequests = 0;
    const down = createServer((_req, res) => {
      refusedRequests++;
      res.writeHead(503).end();
    });
    await new Promise<void>((resolve) => down.listen(0, "127.0.0.1", resolve));
    const { result } = await buy(harness, { card: "4242424242424242" });
    if (!result.ok || !("order" in result)) throw new Error("checkout refused");
    const orderId = result.order.id;
    try {
      process.env.PORT = String((down.address() as AddressInfo).port);
      resetEnvCache();
      const first = await runSandbox(harness);
      expect(first.failed).toBeGreaterThan(0);
      expect(refusedRequests).toBe(first.failed);
    } finally {
      await new Promise<void>((resolve) => down.close(() => resolve()));
      process.env.PORT = new URL(harness.served.url).port;
      resetEnvCache();
    }
    expect(await orderStatus(harness.db, orderId)).toBe("pending");
    const [payment] = (await eventsAbout(harness.db, orderId)).filter(
      (event) => event.type === "payment_intent.succeeded",
    );
    const [row] = await harness.db
      .select()
      .from(sandboxEvents)
      .where(eq(sandboxEvents.id, payment!.id));
    expect(row).toMatchObject({ attempts: 1, lastStatus: 503, deliveredAt: null });
    const [job] = await harness.queue.boss.findJobs("sandbox-pay.deliver-event", {
      key: payment!.id,
    });
    expect(job?.state).toBe("retry");
    const wait = job!.startAfter.getTime() - Date.now();
    // The first retry waits between 5 and 10 seconds.
    expect(wait).toBeGreaterThan(2_000);
    expect(wait).toBeLessThanOrEqual(10_000);
    // Not due yet: nothing runs.
    expect((await runSandbox(harness)).completed).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, wait + 200));
    await runSandbox(harness);
    expect(await orderStatus(harness.db, orderId)).toBe("paid");
    const [delivered] = await harness.db
      .select()
      .from(sandboxEvents)
      .where(eq(sandboxEvents.id, payment!.id));
    expect(delivered).toMatchObject({ attempts: 2, lastStatus: 200, lastError: null });
  });
});
