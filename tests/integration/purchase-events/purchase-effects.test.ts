import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { purchaseEventId } from "@/features/purchase-events/domain/purchase-event-id";
import { effectLeaseMs, maxEffectAttempts } from "@/features/purchase-events/domain/purchase-effects";
import { purchaseRevenue } from "@/features/purchase-events/domain/purchase-revenue";
import {
  claimEffect,
  ensureEffects,
  finishEffect,
  listOrderEffects,
} from "@/features/purchase-events/server/purchase-effect-store";
import { runPurchaseEffects } from "@/features/purchase-events/server/run-purchase-effects";
import { analyticsEvents } from "@/server/db/schema/analytics";
import { attributionRecords } from "@/server/db/schema/attribution";
import { emailOutbox } from "@/server/db/schema/email-outbox";
import { slackOutbox } from "@/server/db/schema/outbox";
import { submitCheckout } from "@/features/billing/server/submit-checkout";
import { loadPurchaseContext, recordPurchaseContext } from "@/features/purchase-events/server/purchase-context-store";
import { users } from "@/server/db/schema/quiz";
import { introPlan, offer, recipeBook, trialPlan } from "../billing/billing-test-setup";
import { createStandInProvider, testCards } from "../billing/stand-in-provider";
import { parseMail } from "../email/parse-mail";
import { buyerIp, openPurchaseEffectsWorld } from "./purchase-effects-setup";

type World = Awaited<ReturnType<typeof openPurchaseEffectsWorld>>;

describe("after-payment effects", () => {
  let world: World;
  const logLines: string[] = [];
  const buyers: string[] = [];

  beforeAll(async () => {
    for (const stream of ["log", "error", "warn", "info"] as const)
      vi.spyOn(console, stream).mockImplementation((...args: unknown[]) => {
        logLines.push(args.map(String).join(" "));
      });
    world = await openPurchaseEffectsWorld();
  });
  afterAll(async () => {
    await world.close();
    vi.restoreAllMocks();
  });

  const db = () => world.db.handle.db;
  const effectsOf = async (orderId: string) =>
    Object.fromEntries((await listOrderEffects(db(), orderId)).map((row) => [row.effect, row]));
  const statusesOf = async (orderId: string) =>
    Object.fromEntries(Object.entries(await effectsOf(orderId)).map(([effect, row]) => [effect, row.status]));
  const mailsTo = (email: string) => world.peer.received.filter((mail) => mail.to.includes(email));
  const analyticsOf = (orderId: string) =>
    db()
      .select()
      .from(analyticsEvents)
      .then((rows) => rows.filter((row) => (row.properties as { order_id?: string }).order_id === orderId));

  async function newOrder(options: Parameters<World["paidOrder"]>[0] = {}) {
    const order = await world.paidOrder(options);
    buyers.push(order.email);
    return order;
  }

  it("a paid initial order gets each effect exactly once, even when passes and jobs run at the same time", async () => {
    const { orderId, email, userUuid } = await newOrder();
    await Promise.all([
      runPurchaseEffects(world.deps),
      runPurchaseEffects(world.deps),
      runPurchaseEffects(world.deps, { orderId }),
      world.queue.enqueue("purchase-events.run-effects", { orderId }),
      world.queue.enqueue("purchase-events.run-effects", {}),
    ]);
    await Promise.all([world.queue.drain(["purchase-events.run-effects"]), world.pass(orderId)]);
    await world.queue.drain(["email.send"]);
    // And once more, later: nothing is sent again.
    await world.advance(2 * 60 * 60_000);
    await world.pass();

    expect(await statusesOf(orderId)).toEqual({
      analytics: "done",
      "conversion:meta": "done",
      "conversion:tiktok": "done",
      // The buyer's first two weeks of meals are sent to be built (once, like the rest).
      meal_plan: "done",
      receipt: "done",
      slack: "done",
      utm_report: "done",
    });
    const eventId = purchaseEventId(orderId);
    const { revenue, netRevenue } = purchaseRevenue(1999, "EUR");
    // 0.98 × (0.985 × 19.99 − (0.035 × 19.99 + 0.39)) = 18.228…
    expect(netRevenue).toBe(18.23);

    const metaCalls = world.forOrder(world.meta, orderId);
    expect(metaCalls).toHaveLength(1);
    const metaEvent = (JSON.parse(metaCalls[0]!.body) as { data: Record<string, unknown>[] }).data[0]!;
    expect(metaEvent).toMatchObject({
      event_name: "Purchase",
      event_id: eventId,
      event_source_url: "https://platewise.example/de/checkout",
      custom_data: { currency: "EUR", value: netRevenue, order_id: orderId },
      user_data: { client_ip_address: buyerIp, fbc: "fb.1.1700000000.AbC", fbp: "fb.1.1700000000.42" },
    });
    expect(metaCalls[0]!.body).not.toContain(email);
    const tiktokCalls = world.forOrder(world.tiktok, orderId);
    expect(tiktokCalls).toHaveLength(1);
    expect(JSON.parse(tiktokCalls[0]!.body)).toMatchObject({
      data: [{ event: "CompletePayment", event_id: eventId, user: { ttclid: "tt-click-1" } }],
    });

    const slackCalls = world.forOrder(world.slack, orderId);
    expect(slackCalls).toHaveLength(1);
    expect(slackCalls[0]!.body).toContain(introPlanId());
    expect(slackCalls[0]!.body).not.toContain(email);
    expect(slackCalls[0]!.body).not.toContain("Ana");

    const mails = mailsTo(email);
    expect(mails).toHaveLength(1);
    const receipt = parseMail(mails[0]!.raw);
    expect(receipt.headers.get("subject")).toBe("Deine Quittung: Persönlicher Ernährungsplan");
    expect(receipt.text).toContain("19,99");

    const events = await analyticsOf(orderId);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      name: "purchase",
      visitorId: "visitor-1",
      userId: userUuid,
      properties: {
        event_id: eventId,
        order_id: orderId,
        order_kind: "initial",
        package_id: introPlanId(),
        revenue,
        currency: "EUR",
        net_revenue: netRevenue,
      },
    });

    const reports = await db().select().from(attributionRecords).where(eq(attributionRecords.userUuid, userUuid));
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({
      event: "purchase",
      utmSource: "facebook",
      utmCampaign: "spring",
      utmTerm: "broad_lde_v2",
      adName: "Ad 7",
      locale: "de",
    });
    // The address served the conversions only.
    expect((await loadPurchaseContext(db(), orderId))?.ipAddress).toBeNull();
  });

  it("sends no conversion without targeting consent, nor without a stored context; the rest still happens", async () => {
    const refused = await newOrder({
      context: { consent: { necessary: true, performance: true, functional: true, targeting: false } },
    });
    const unknown = await newOrder({ context: null, userLocale: "fr" });
    await world.pass();

    for (const [order, reason] of [
      [refused, "no-targeting-consent"],
      [unknown, "no-context"],
    ] as const) {
      const effects = await effectsOf(order.orderId);
      expect(effects["conversion:meta"]).toMatchObject({ status: "skipped", note: reason });
      expect(effects["conversion:tiktok"]).toMatchObject({ status: "skipped", note: reason });
      expect(world.forOrder(world.meta, order.orderId)).toHaveLength(0);
      expect(world.forOrder(world.tiktok, order.orderId)).toHaveLength(0);
      expect(effects.analytics?.status).toBe("done");
      expect(effects.slack?.status).toBe("done");
      expect(effects.receipt?.status).toBe("done");
      expect(mailsTo(order.email)).toHaveLength(1);
    }
    // Without a context the receipt is written in the buyer's own language.
    expect(parseMail(mailsTo(unknown.email)[0]!.raw).headers.get("subject")).toMatch(/^Votre reçu : /);
    const [withoutContext] = await analyticsOf(unknown.orderId);
    expect(withoutContext?.clickIds).toEqual({});
    const [withoutTargeting] = await analyticsOf(refused.orderId);
    expect(withoutTargeting?.clickIds).toEqual({});
  });

  it("retries a failing Slack webhook on its own; the other effects complete and nothing is posted twice", async () => {
    const { orderId, email } = await newOrder();
    world.slack.answer((request) =>
      request.body.includes(orderId) ? { status: 500, body: `channel broken for ${email}` } : { body: "ok" },
    );
    await world.pass();
    let effects = await effectsOf(orderId);
    expect(effects.slack).toMatchObject({ status: "failed", attempts: 1 });
    expect(effects.slack?.lastError).toContain("500");
    expect(effects.slack?.lastError).not.toContain(email);
    for (const effect of ["analytics", "conversion:meta", "conversion:tiktok", "receipt", "utm_report"])
      expect(effects[effect]?.status).toBe("done");

    // Not yet due: a pass right away leaves it alone.
    await world.pass();
    expect(world.forOrder(world.slack, orderId)).toHaveLength(1);

    world.slack.answer(() => ({ body: "ok" }));
    await world.advance(31_000);
    await world.pass();
    await world.advance(60 * 60_000);
    await world.pass();
    effects = await effectsOf(orderId);
    expect(effects.slack).toMatchObject({ status: "done", attempts: 2 });
    expect(world.forOrder(world.slack, orderId)).toHaveLength(2);
    const rows = (await db().select().from(slackOutbox)).filter((row) => row.messageText.includes(orderId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: "sent", attempts: 2 });
    expect(world.forOrder(world.meta, orderId)).toHaveLength(1);
    expect(mailsTo(email)).toHaveLength(1);
  });

  it("retries a refused conversion for that platform only", async () => {
    const { orderId } = await newOrder();
    world.meta.answer((request) =>
      request.body.includes(orderId) ? { status: 503, body: { error: { message: "try later" } } } : { body: {} },
    );
    await world.pass();
    expect(await statusesOf(orderId)).toMatchObject({ "conversion:meta": "failed", "conversion:tiktok": "done" });
    // The address stays while a conversion may still need it.
    expect((await loadPurchaseContext(db(), orderId))?.ipAddress).toBe(buyerIp);

    world.meta.answer(() => ({ body: { events_received: 1 } }));
    await world.advance(31_000);
    await world.pass();
    await world.advance(60 * 60_000);
    await world.pass();
    expect(await statusesOf(orderId)).toMatchObject({ "conversion:meta": "done", "conversion:tiktok": "done" });
    const metaCalls = world.forOrder(world.meta, orderId);
    expect(metaCalls).toHaveLength(2);
    expect(new Set(metaCalls.map((call) => JSON.parse(call.body).data[0].event_id))).toEqual(
      new Set([purchaseEventId(orderId)]),
    );
    expect(world.forOrder(world.tiktok, orderId)).toHaveLength(1);
    expect((await loadPurchaseContext(db(), orderId))?.ipAddress).toBeNull();
  });

  it("a refusing mail server delays the receipt, which is sent once when it recovers", async () => {
    const { orderId, email } = await newOrder();
    world.peer.state.refuse = true;
    await world.pass();
    expect((await effectsOf(orderId)).receipt?.status).toBe("done");
    const [row] = await db()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, `receipt:order:${orderId}`));
    expect(row).toMatchObject({ status: "failed", attempts: 1 });
    expect(Object.values(await statusesOf(orderId)).every((status) => status === "done")).toBe(true);
    expect(mailsTo(email)).toHaveLength(0);

    world.peer.state.refuse = false;
    await world.advance(2 * 60 * 60_000);
    await world.queue.drain(["email.send"]);
    await world.pass();
    expect(mailsTo(email)).toHaveLength(1);
    const [sent] = await db()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.dedupeKey, `receipt:order:${orderId}`), eq(emailOutbox.status, "sent")));
    expect(sent?.attempts).toBe(2);
  });

  it("an upsell gets no utm report; a renewal gets only a renewal event and its receipt", async () => {
    const initial = await newOrder();
    await world.pass();
    const upsell = await newOrder({ kind: "upsell", pkg: recipeBook, amountMinor: 999, userUuid: initial.userUuid, email: initial.email });
    const subscriptionId = initial.subscriptionId;
    const renewal = await newOrder({
      kind: "renewal",
      amountMinor: 3999,
      context: null,
      userUuid: initial.userUuid,
      email: initial.email,
      subscriptionId,
    });
    await world.pass();

    expect(Object.keys(await statusesOf(upsell.orderId)).sort()).toEqual(
      ["analytics", "conversion:meta", "conversion:tiktok", "receipt", "slack"],
    );
    expect(await statusesOf(renewal.orderId)).toEqual({ analytics: "done", receipt: "done" });
    const reports = await db()
      .select()
      .from(attributionRecords)
      .where(eq(attributionRecords.userUuid, initial.userUuid));
    expect(reports).toHaveLength(1);
    const [renewalEvent] = await analyticsOf(renewal.orderId);
    expect(renewalEvent).toMatchObject({
      name: "renewal",
      // The subscription's first order tells who the visitor was.
      visitorId: expect.stringMatching(/^visitor-/),
      properties: { order_kind: "renewal", revenue: 39.99, net_revenue: purchaseRevenue(3999, "EUR").netRevenue },
    });
    expect(world.forOrder(world.meta, renewal.orderId)).toHaveLength(0);
    expect(world.forOrder(world.slack, renewal.orderId)).toHaveLength(0);
    // Three receipts to the same buyer: one per order, the renewal's in the checkout's language.
    expect(mailsTo(initial.email)).toHaveLength(3);
  });

  it("a runner that stopped mid-effect leaves it claimed until its lease lapses; then it runs once", async () => {
    // A crashed runner: it claimed the order's Slack effect and never finished.
    const second = await newOrder({ kind: "upsell", pkg: recipeBook, amountMinor: 999 });
    await ensureEffects(db(), second.orderId, ["slack"], world.deps.now());
    const claim = await claimEffect(db(), { orderId: second.orderId, effect: "slack" }, world.deps.now());
    expect(claim).not.toBeNull();
    await world.pass(second.orderId);
    expect(world.forOrder(world.slack, second.orderId)).toHaveLength(0);
    expect((await effectsOf(second.orderId)).slack?.status).toBe("running");

    await world.advance(effectLeaseMs + 1_000);
    await world.pass(second.orderId);
    expect(world.forOrder(world.slack, second.orderId)).toHaveLength(1);
    expect((await effectsOf(second.orderId)).slack).toMatchObject({ status: "done", attempts: 2 });
    // The stopped runner's late finish is refused.
    expect(await finishEffect(db(), claim!, { status: "done" }, world.deps.now())).toBe(false);
  });

  it("a subscription's receipt waits briefly for the subscription, for its next charge date", async () => {
    const { orderId, email, userUuid } = await newOrder({ withoutSubscription: true });
    await world.pass();
    expect((await effectsOf(orderId)).receipt).toMatchObject({ status: "failed", attempts: 1 });
    expect(mailsTo(email)).toHaveLength(0);

    await world.subscriptionFor(orderId, userUuid);
    await world.advance(31_000);
    await world.pass();
    expect((await effectsOf(orderId)).receipt?.status).toBe("done");
    const mails = mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(parseMail(mails[0]!.raw).text).toContain("Nächste Abbuchung");
  });

  it("sends a subscription's receipt without the date when the subscription never comes", async () => {
    const { orderId, email } = await newOrder({ withoutSubscription: true });
    for (let pass = 0; pass < 4; pass++) {
      await world.pass();
      await world.advance(5 * 60_000);
    }
    expect((await effectsOf(orderId)).receipt).toMatchObject({ status: "done", attempts: 3 });
    const mails = mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(parseMail(mails[0]!.raw).text).not.toContain("Nächste Abbuchung");
  });

  it("orders paid through the checkout: an intro price and a free trial (a purchase of 0, net 0)", async () => {
    const provider = createStandInProvider({ now: world.deps.now });
    for (const [pkg, shown] of [
      [introPlan, 1999],
      [trialPlan, 0],
    ] as const) {
      const email = `checkout-${pkg.id}-${Date.now()}@example.com`;
      buyers.push(email);
      const [user] = await db().insert(users).values({ email, locale: "en" }).returning({ uuid: users.uuid });
      const result = await submitCheckout(
        db(),
        provider,
        {
          user: { userUuid: user!.uuid, email },
          request: {
            packageId: pkg.id,
            currency: "EUR",
            shownAmountMinor: shown,
            paymentMethodId: testCards.ok,
            idempotencyKey: `checkout-effects-${pkg.id}`,
          },
          offer,
        },
        world.deps.now,
      );
      if (!result.ok) throw new Error(`checkout refused: ${JSON.stringify(result)}`);
      const orderId = result.order.id;
      await recordPurchaseContext(db(), {
        orderId,
        visitorId: `visitor-${pkg.id}`,
        locale: "en",
        country: "US",
        consent: { necessary: true, performance: true, functional: true, targeting: true },
        attribution: {},
        pageUrl: "https://platewise.example/checkout",
        userAgent: "Mozilla/5.0",
        ipAddress: buyerIp,
        clickIds: { _fbp: "fb.1.2.3" },
        quizName: null,
      });
      await world.pass(orderId);

      const { revenue, netRevenue } = purchaseRevenue(shown, "EUR");
      expect(Object.values(await statusesOf(orderId)).every((status) => status === "done")).toBe(true);
      const [event] = await analyticsOf(orderId);
      expect(event?.properties).toMatchObject({ revenue, net_revenue: netRevenue, order_kind: "initial" });
      const [metaCall] = world.forOrder(world.meta, orderId);
      expect(JSON.parse(metaCall!.body).data[0].custom_data).toEqual({ currency: "EUR", value: netRevenue, order_id: orderId });
      const receipt = parseMail(mailsTo(email)[0]!.raw).text;
      expect(receipt).toContain("Next charge");
      expect(receipt).toContain(shown === 0 ? "€0.00" : "€19.99");
    }
  });

  it("gives an effect up after its last try, and leaves it for staff", async () => {
    const { orderId } = await newOrder();
    world.tiktok.answer((request) =>
      request.body.includes(orderId) ? { status: 400, body: { code: 40001, message: "bad pixel" } } : { body: { code: 0 } },
    );
    for (let pass = 0; pass < maxEffectAttempts + 2; pass++) {
      await world.pass(orderId);
      await world.advance(61 * 60_000);
    }
    world.tiktok.answer(() => ({ body: { code: 0 } }));
    const effects = await effectsOf(orderId);
    expect(effects["conversion:tiktok"]).toMatchObject({ status: "gave_up", attempts: maxEffectAttempts });
    expect(effects["conversion:tiktok"]?.lastError).toContain("bad pixel");
    expect(world.forOrder(world.tiktok, orderId)).toHaveLength(maxEffectAttempts);
    expect(logLines.join("\n")).toContain("purchase effect failed on its last attempt; left for staff");
    // Nothing left that could still use the buyer's address.
    expect((await loadPurchaseContext(db(), orderId))?.ipAddress).toBeNull();
  });

  it("writes no personal data into the logs", () => {
    const joined = logLines.join("\n");
    expect(joined).toContain("purchase effect failed; it will be retried");
    for (const email of buyers) expect(joined).not.toContain(email);
    expect(joined).not.toContain(buyerIp);
    expect(joined).not.toMatch(/Ana\d+ Example/);
  });
});

function introPlanId() {
  return "pp_test_4w_intro";
}
