import { eq } from "drizzle-orm";
import { TestClock } from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "@/server/db/schema/email-outbox";
import { composeEmail, type EmailRequest } from "@/server/email/compose-email";
import { emailSendJob, emailSendKey } from "@/server/email/email-send-job";
import type { MailSender } from "@/server/email/mail-port";
import { outboxSender } from "@/server/email/outbox-sender";
import { queueEmail } from "@/server/email/queue-email";
import { sendQueuedEmail } from "@/server/email/send-queued-email";
import { createSmtpSender } from "@/server/email/smtp-sender";
import { createJobQueue, type JobQueue } from "@/server/jobs/create-job-queue";
import { openJobTestDatabase, type JobTestDatabase } from "../jobs/job-test-database";
import { parseMail } from "./parse-mail";
import { startSmtpPeer } from "./smtp-peer";

const jobs = { "email.send": emailSendJob };
const from = "Platewise <hello@platewise.example>";
const t0 = Date.UTC(2026, 10, 23, 10, 0, 0);

const receiptInput = {
  pkg: {
    id: "pp_4w_intro",
    kind: "subscription",
    product: "meal_plan",
    period: { unit: "week", count: 4 },
    intro: { type: "intro_price", periods: 1 },
    amounts: { USD: { regular: 3999, intro: 1999 }, SAR: { regular: 14999, intro: 7499 } },
    mostPopular: true,
    displayOrder: 2,
  },
  amountMinor: 1999,
  paidAt: new Date(t0),
  nextChargeAt: new Date(t0 + 28 * 86_400_000),
  supportEmail: "support@platewise.example",
} as const;

function receipt(locale: "en" | "ar", name: string): EmailRequest {
  const prefix = locale === "en" ? "" : "/ar";
  return {
    kind: "receipt",
    input: {
      ...receiptInput,
      name,
      currency: locale === "en" ? "USD" : "SAR",
      moneyLocale: locale === "en" ? "en-US-u-nu-latn" : "ar-SA-u-nu-latn",
      links: {
        myPlan: `https://platewise.example${prefix}/my-plan`,
        cancel: `https://platewise.example${prefix}/my-subscription?sf=true`,
      },
    },
  };
}

describe("e-mail delivery", () => {
  let db: JobTestDatabase;
  let queue: JobQueue<typeof jobs>;
  let peer: Awaited<ReturnType<typeof startSmtpPeer>>;
  let smtp: MailSender & { close(): void };
  const clock = new TestClock(t0);
  let sender: MailSender;

  beforeAll(async () => {
    db = await openJobTestDatabase();
    peer = await startSmtpPeer();
    smtp = createSmtpSender({ host: "127.0.0.1", port: peer.port, secure: false });
    sender = smtp;
    queue = createJobQueue({ jobs, database: db.database, schema: db.schema, clock });
    await queue.start();
    await queue.registerWorker("email.send", async ({ outboxId }) => {
      await sendQueuedEmail(db.handle.db, sender, from, outboxId, () => new Date(clock.now()));
    });
  });
  afterAll(async () => {
    smtp.close();
    await peer.close();
    await queue.stop();
    await db.handle.close();
  });

  const requestSend = (outboxId: string) =>
    queue.enqueue("email.send", { outboxId }, { singletonKey: emailSendKey(outboxId) });

  async function queueAndDrain(
    request: EmailRequest,
    locale: string,
    to: string,
    dedupeKey?: string,
  ) {
    const content = await composeEmail(request, locale);
    const stored = await queueEmail(
      db.handle.db,
      { kind: request.kind, locale, to, content, dedupeKey },
      requestSend,
    );
    await queue.drain(["email.send"]);
    return { ...stored, content };
  }

  async function rowOf(id: string) {
    const [row] = await db.handle.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    return row!;
  }

  it("delivers the English receipt through SMTP, with an escaped hostile name in the HTML", async () => {
    const hostile = `<img src=x onerror="alert(1)"> & Bob`;
    const { id, content } = await queueAndDrain(receipt("en", hostile), "en", "ana@example.com");
    expect(peer.received).toHaveLength(1);
    const got = peer.received[0]!;
    expect(got.from).toBe("hello@platewise.example");
    expect(got.to).toEqual(["ana@example.com"]);
    const mail = parseMail(got.raw);
    expect(mail.headers.get("from")).toBe(from);
    expect(mail.headers.get("to")).toBe("ana@example.com");
    expect(mail.headers.get("subject")).toBe("Your receipt: Personalised meal plan");
    expect(mail.headers.get("message-id")).toBe(`<${id}@platewise.example>`);
    expect(mail.headers.get("content-type")).toMatch(/^multipart\/alternative/);
    expect(mail.text).toBe(content.text);
    expect(mail.text).toContain(`Hello ${hostile},`);
    expect(mail.text).toContain("Amount paid: $19.99");
    expect(mail.text).toContain("https://platewise.example/my-subscription?sf=true");
    expect(mail.html).toBe(content.html);
    expect(mail.html).toContain("Hello &lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; Bob,");
    expect(mail.html).not.toContain("<img");

    const row = await rowOf(id);
    expect(row).toMatchObject({
      status: "sent",
      attempts: 1,
      lastError: null,
      kind: "receipt",
      locale: "en",
      toAddress: "ana@example.com",
      messageId: `<${id}@platewise.example>`,
    });
    expect(row.sentAt?.getTime()).toBe(t0);
  });

  it("delivers the Arabic receipt, right to left", async () => {
    const { content } = await queueAndDrain(receipt("ar", "سارة"), "ar", "sara@example.com");
    const mail = parseMail(peer.received.at(-1)!.raw);
    expect(mail.headers.get("subject")).toBe("إيصالك: خطة وجبات مخصّصة");
    expect(mail.text).toBe(content.text);
    expect(mail.text).toContain("مرحبًا سارة،");
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.html).toContain("https://platewise.example/ar/my-subscription?sf=true");
  });

  it("delivers the sign-in mail with its link and code", async () => {
    const request: EmailRequest = {
      kind: "sign-in",
      input: {
        magicLink: "https://platewise.example/api/auth/magic-link/verify?token=t0k",
        code: "482913",
      },
    };
    await queueAndDrain(request, "en", "ana@example.com");
    const mail = parseMail(peer.received.at(-1)!.raw);
    expect(mail.headers.get("subject")).toBe("Your Platewise sign-in link");
    expect(mail.text).toContain("Your sign-in code: 482913");
    expect(mail.text).toContain("expire in 15 minutes");
    expect(mail.html).toContain(
      'href="https://platewise.example/api/auth/magic-link/verify?token=t0k"',
    );
  });

  it("writes a mail once per dedupe key, and sends it once", async () => {
    const before = peer.received.length;
    const first = await queueAndDrain(
      receipt("en", "Ana"),
      "en",
      "ana@example.com",
      "receipt:pay_1",
    );
    const second = await queueAndDrain(
      receipt("en", "Ana"),
      "en",
      "ana@example.com",
      "receipt:pay_1",
    );
    expect(first.created).toBe(true);
    expect(second).toMatchObject({ id: first.id, created: false });
    expect(peer.received.length).toBe(before + 1);
  });

  it("retries after the SMTP server fails, keeping the error on the row", async () => {
    peer.state.refuse = true;
    const before = peer.received.length;
    const content = await composeEmail(receipt("en", "Ana"), "en");
    const { id } = await queueEmail(
      db.handle.db,
      { kind: "receipt", locale: "en", to: "ana@example.com", content },
      requestSend,
    );
    expect(await queue.drain(["email.send"])).toEqual({ completed: 0, failed: 1 });
    let row = await rowOf(id);
    expect(row).toMatchObject({ status: "failed", attempts: 1, sentAt: null });
    expect(row.lastError).toContain("Mailbox busy");
    const [job] = await queue.boss.findJobs("email.send", { key: emailSendKey(id) });
    expect(job?.state).toBe("retry");

    peer.state.refuse = false;
    await clock.setTime(job!.startAfter.getTime() + 1);
    expect(await queue.drain(["email.send"])).toEqual({ completed: 1, failed: 0 });
    row = await rowOf(id);
    expect(row).toMatchObject({
      status: "sent",
      attempts: 2,
      messageId: `<${id}@platewise.example>`,
    });
    expect(row.lastError).toContain("Mailbox busy");
    expect(peer.received.length).toBe(before + 1);
    expect(parseMail(peer.received.at(-1)!.raw).headers.get("message-id")).toBe(
      `<${id}@platewise.example>`,
    );
  });

  it("sends nothing when the job runs again for a sent row", async () => {
    const { id } = await queueAndDrain(receipt("en", "Ana"), "en", "ana@example.com");
    const before = peer.received.length;
    // A second job for the same row (not de-duplicated by a key): it finds the row sent.
    await queue.enqueue("email.send", { outboxId: id });
    expect(await queue.drain(["email.send"])).toEqual({ completed: 1, failed: 0 });
    expect(await sendQueuedEmail(db.handle.db, smtp, from, id, () => new Date())).toBe(
      "already-done",
    );
    expect(peer.received.length).toBe(before);
    expect((await rowOf(id)).attempts).toBe(1);
  });

  it("keeps the mail in the outbox when no SMTP server is configured", async () => {
    sender = outboxSender;
    try {
      const before = peer.received.length;
      const { id, content } = await queueAndDrain(
        {
          kind: "cancel-confirmation",
          input: {
            product: "meal_plan",
            accessUntil: new Date(t0),
            links: { myPlan: "https://platewise.example/de/my-plan" },
            supportEmail: "support@platewise.example",
          },
        },
        "de",
        "lena@example.com",
      );
      expect(peer.received.length).toBe(before);
      const row = await rowOf(id);
      expect(row).toMatchObject({
        status: "held",
        kind: "cancel-confirmation",
        locale: "de",
        toAddress: "lena@example.com",
        subject: "Dein Abo ist gekündigt",
        textBody: content.text,
        htmlBody: content.html,
        attempts: 0,
        sentAt: null,
      });
      expect(row.createdAt).toBeInstanceOf(Date);
    } finally {
      sender = smtp;
    }
  });

  it("refuses a recipient that is not one plain address", async () => {
    const content = await composeEmail(receipt("en", "Ana"), "en");
    for (const to of [
      "ana@example.com\r\nBcc: all@example.com",
      "ana@example.com, bob@example.com",
      "ana",
    ])
      await expect(
        queueEmail(db.handle.db, { kind: "receipt", locale: "en", to, content }, requestSend),
      ).rejects.toThrow("Not an e-mail address.");
  });

  it("ignores a job whose row does not exist", async () => {
    expect(
      await sendQueuedEmail(
        db.handle.db,
        smtp,
        from,
        "00000000-0000-4000-8000-000000000000",
        () => new Date(),
      ),
    ).toBe("missing");
  });
});
