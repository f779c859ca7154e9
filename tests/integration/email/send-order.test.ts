import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "@/server/db/schema/email-outbox";
import { composeEmail } from "@/server/email/compose-email";
import { emailSendJob, emailSendOptions, emailSendWorker } from "@/server/email/email-send-job";
import { queueEmail, type RequestSend } from "@/server/email/queue-email";
import { sendQueuedEmail, sendingLeaseMinutes } from "@/server/email/send-queued-email";
import { createSmtpSender } from "@/server/email/smtp-sender";
import { createJobQueue, type JobQueue } from "@/server/jobs/create-job-queue";
import { openJobTestDatabase, type JobTestDatabase } from "../jobs/job-test-database";
import { parseMail } from "./parse-mail";
import { startSmtpPeer } from "./smtp-peer";

const jobs = { "email.send": emailSendJob };
const from = "Platewise <hello@platewise.example>";
const receipts = 100;
const receiptInput = {
  name: "Ana",
  pkg: {
    id: "pp_4w_intro",
    kind: "subscription",
    product: "meal_plan",
    period: { unit: "week", count: 4 },
    intro: { type: "intro_price", periods: 1 },
    amounts: { USD: { regular: 3999, intro: 1999 } },
    mostPopular: true,
    displayOrder: 2,
  },
  currency: "USD",
  moneyLocale: "en-US-u-nu-latn",
  amountMinor: 1999,
  paidAt: new Date(Date.UTC(2026, 10, 23)),
  nextChargeAt: new Date(Date.UTC(2026, 11, 21)),
  supportEmail: "support@platewise.example",
  links: { myPlan: "https://platewise.example/my-plan", cancel: "https://platewise.example/my-subscription?sf=true" },
} as const;

/**
 * The order and pace of sending (docs/email.md, "Order and speed"): the app's own worker
 * settings, priorities and pooled SMTP transport, with real polling workers and a real SMTP
 * server, on PGlite and (with DATABASE_URL) PostgreSQL.
 */
describe("sending order and pace", () => {
  let db: JobTestDatabase;
  let queue: JobQueue<typeof jobs>;
  let peer: Awaited<ReturnType<typeof startSmtpPeer>>;
  let smtp: ReturnType<typeof createSmtpSender>;
  let requestSend: RequestSend;

  beforeAll(async () => {
    db = await openJobTestDatabase();
    peer = await startSmtpPeer();
    smtp = createSmtpSender({ host: "127.0.0.1", port: peer.port, secure: false });
    queue = createJobQueue({ jobs, database: db.database, schema: db.schema });
    await queue.start();
    await queue.registerWorker(
      "email.send",
      async ({ outboxId }) => {
        await sendQueuedEmail(db.handle.db, smtp, from, outboxId, () => new Date());
      },
      emailSendWorker,
    );
    requestSend = (outboxId, kind) =>
      queue.enqueue("email.send", { outboxId }, emailSendOptions(outboxId, kind));
  });
  afterAll(async () => {
    await queue.stop();
    smtp.close();
    await peer.close();
    await db.handle.close();
  });

  it("sends a sign-in mail ahead of 100 receipts queued before it, and all 101 within a minute", async () => {
    await queue.startWorkers();
    const receipt = await composeEmail({ kind: "receipt", input: receiptInput }, "en");
    const started = Date.now();
    for (let i = 0; i < receipts; i++)
      await queueEmail(db.handle.db, { kind: "receipt", locale: "en", to: `buyer${i}@example.com`, content: receipt, dedupeKey: `receipt:burst-${i}` }, requestSend);
    const signInContent = await composeEmail({ kind: "sign-in", input: { magicLink: "https://platewise.example/api/auth/signin/link?token=t0k", code: "482913" } }, "en");
    const signInQueuedAt = Date.now();
    const signIn = await queueEmail(db.handle.db, { kind: "sign-in", locale: "en", to: "waiting@example.com", content: signInContent }, requestSend);

    const deadline = started + 60_000;
    while (peer.received.length < receipts + 1 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    const finished = Math.max(...peer.received.map((mail) => mail.at));
    expect(peer.received, "all 101 mails reach the SMTP server within 60 s").toHaveLength(receipts + 1);

    const position = peer.received.findIndex((mail) => mail.to.includes("waiting@example.com"));
    const signInMail = peer.received[position]!;
    const receiptsBefore = position;
    const receiptsAlreadyOutWhenQueued = peer.received.filter((mail) => mail.at <= signInQueuedAt).length;
    const seconds = (finished - started) / 1000;
    console.info(
      `[send-order] ${receipts + 1} mails in ${seconds.toFixed(1)} s (${((receipts + 1) / seconds).toFixed(1)} mails/s); ` +
        `sign-in mail ${position + 1}. of ${receipts + 1} (${receiptsAlreadyOutWhenQueued} receipts were out when it was queued), ` +
        `${signInMail.at - signInQueuedAt} ms after it was queued`,
    );
    // Ahead of most receipts: only those already out, or being sent, when it was queued precede it.
    expect(receiptsBefore).toBeLessThan(receipts / 2);
    expect(receiptsBefore - receiptsAlreadyOutWhenQueued).toBeLessThanOrEqual(emailSendWorker.concurrency * 2);
    expect(parseMail(signInMail.raw).text).toContain("482913");

    // Each row went out once, and is marked so.
    const ids = new Set(peer.received.map((mail) => parseMail(mail.raw).headers.get("message-id")));
    expect(ids.size).toBe(receipts + 1);
    const rows = await db.handle.db.select({ status: emailOutbox.status, attempts: emailOutbox.attempts }).from(emailOutbox);
    expect(rows.filter((row) => row.status === "sent" && row.attempts === 1)).toHaveLength(receipts + 1);
    const [signInRow] = await db.handle.db.select().from(emailOutbox).where(eq(emailOutbox.id, signIn.id));
    expect(signInRow?.status).toBe("sent");
  }, 90_000);

  it("sends a row once when two runs of it start at the same moment", async () => {
    const before = peer.received.length;
    const content = { subject: "Twice asked", text: "Once sent", html: "<p>Once sent</p>" };
    const { id } = await queueEmail(db.handle.db, { kind: "receipt", locale: "en", to: "twice@example.com", content }, async () => undefined);
    const results = await Promise.all([1, 2, 3].map(() => sendQueuedEmail(db.handle.db, smtp, from, id, () => new Date())));
    expect(results.filter((result) => result === "sent")).toHaveLength(1);
    expect(results.filter((result) => result === "already-done")).toHaveLength(2);
    expect(peer.received.slice(before).filter((mail) => mail.to.includes("twice@example.com"))).toHaveLength(1);
    const [row] = await db.handle.db.select().from(emailOutbox).where(inArray(emailOutbox.id, [id]));
    expect(row).toMatchObject({ status: "sent", attempts: 1 });
  });
  it("leaves a row another run is sending alone, and takes it again once that claim's lease ran out", async () => {
    const before = peer.received.length;
    const content = { subject: "Claimed", text: "Claimed once", html: "<p>Claimed once</p>" };
    const { id } = await queueEmail(db.handle.db, { kind: "receipt", locale: "en", to: "claimed@example.com", content }, async () => undefined);
    // Another run claimed it a moment ago and is still talking to the SMTP server.
    await db.handle.db.update(emailOutbox).set({ status: "sending", attempts: 1, claimedAt: sql`now()` }).where(eq(emailOutbox.id, id));
    expect(await sendQueuedEmail(db.handle.db, smtp, from, id, () => new Date())).toBe("already-done");
    expect(peer.received.slice(before).filter((mail) => mail.to.includes("claimed@example.com"))).toHaveLength(0);
    // That run died mid-send: once its claim is older than the lease, the row is sent.
    await db.handle.db
      .update(emailOutbox)
      .set({ claimedAt: sql`now() - make_interval(mins => ${sendingLeaseMinutes + 1})` })
      .where(eq(emailOutbox.id, id));
    expect(await sendQueuedEmail(db.handle.db, smtp, from, id, () => new Date())).toBe("sent");
    expect(peer.received.slice(before).filter((mail) => mail.to.includes("claimed@example.com"))).toHaveLength(1);
    const [row] = await db.handle.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(row).toMatchObject({ status: "sent", attempts: 2 });
  });
});
