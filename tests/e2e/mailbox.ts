import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";
import { parseMail, type ParsedMail } from "../integration/email/parse-mail";

/*
 * The mails the test server sent: its SMTP peer (scripts/e2e-server.mjs) writes each one it
 * receives as a file in E2E_MAIL_DIR. Mail leaves through the job queue, so reading waits.
 */
export type ReceivedMail = ParsedMail & { to: string; subject: string; file: string };

function mailDir(): string {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error("E2E_MAIL_DIR is not set (playwright.config.ts sets it).");
  return dir;
}

function readAll(): ReceivedMail[] {
  return readdirSync(mailDir())
    .filter((name) => name.endsWith(".eml"))
    .sort()
    .map((file) => {
      const mail = parseMail(readFileSync(path.join(mailDir(), file), "utf8").replace(/\r?\n/g, "\r\n"));
      return { ...mail, to: mail.headers.get("to") ?? "", subject: mail.headers.get("subject") ?? "", file };
    });
}

/** The newest mail to `address` whose text matches `pattern`, waiting for it to arrive. */
export async function waitForMail(address: string, pattern: RegExp, timeout = 30_000): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      () => {
        found = readAll()
          .reverse()
          .find((mail) => mail.to.toLowerCase().includes(address.toLowerCase()) && pattern.test(mail.text ?? ""));
        return Boolean(found);
      },
      { timeout, intervals: [250, 500, 1000] },
    )
    .toBe(true);
  return found!;
}

/** The 6-digit code and the link of the newest sign-in mail to `address`. */
export async function waitForSignInMail(address: string, options: { notFile?: string } = {}) {
  let mail: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        mail = await waitForMail(address, /\/api\/auth\/signin\/link\?/);
        return mail.file !== options.notFile;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  const text = mail!.text ?? "";
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  const link = /(https?:\/\/\S+\/api\/auth\/signin\/link\?\S+)/.exec(text)?.[1];
  if (!code || !link) throw new Error(`Not a sign-in mail: ${text}`);
  return { code, link, file: mail!.file, subject: mail!.subject };
}
