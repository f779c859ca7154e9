import { TestClock } from "pg-boss";
import { emailSendJob, emailSendKey } from "@/server/email/email-send-job";
import { sendQueuedEmail } from "@/server/email/send-queued-email";
import { createSmtpSender } from "@/server/email/smtp-sender";
import type { RequestSend } from "@/server/email/queue-email";
import { createJobQueue, type JobQueue } from "@/server/jobs/create-job-queue";
import { openJobTestDatabase, type JobTestDatabase } from "../jobs/job-test-database";
import { parseMail } from "../email/parse-mail";
import { startSmtpPeer } from "../email/smtp-peer";

const jobs = { "email.send": emailSendJob };
export const mailFrom = "Platewise <hello@platewise.example>";

/** One sign-in mail as the customer reads it: recipient, subject, the code and the link. */
export type SignInMail = { to: string[]; subject: string; text: string; html: string; code: string; link: URL };

/**
 * A test database, a job queue whose `email.send` worker delivers to a real SMTP server on a
 * random port, and a reader of what that server received.
 */
export async function openSignInMailHarness() {
  const db: JobTestDatabase = await openJobTestDatabase();
  const peer = await startSmtpPeer();
  const smtp = createSmtpSender({ host: "127.0.0.1", port: peer.port, secure: false });
  const queue: JobQueue<typeof jobs> = createJobQueue({ jobs, database: db.database, schema: db.schema, clock: new TestClock(Date.now()) });
  await queue.start();
  await queue.registerWorker("email.send", async ({ outboxId }) => {
    await sendQueuedEmail(db.handle.db, smtp, mailFrom, outboxId, () => new Date());
  });
  const requestSend: RequestSend = (outboxId) => queue.enqueue("email.send", { outboxId }, { singletonKey: emailSendKey(outboxId) });
  return {
    db: db.handle.db,
    requestSend,
    received: peer.received,
    /** Sends what is queued and returns the mails the SMTP server received since `from`. */
    async deliver(fromIndex = 0): Promise<SignInMail[]> {
      await queue.drain(["email.send"]);
      return peer.received.slice(fromIndex).map((got) => readSignInMail(got.raw, got.to));
    },
    async close() {
      smtp.close();
      await peer.close();
      await queue.stop();
      await db.handle.close();
    },
  };
}

export function readSignInMail(raw: string, to: string[]): SignInMail {
  const mail = parseMail(raw);
  const text = mail.text ?? "";
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  const link = /(https?:\/\/\S+\/api\/auth\/signin\/link\?\S+)/.exec(text)?.[1];
  if (!code || !link) throw new Error(`Not a sign-in mail: ${text}`);
  return { to, subject: mail.headers.get("subject") ?? "", text, html: mail.html ?? "", code, link: new URL(link) };
}
