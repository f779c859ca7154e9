import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/server/db/create-database";
import { emailOutbox } from "@/server/db/schema/email-outbox";
import { listOutbox } from "@/server/email/list-outbox";
import { readOutboxMail } from "@/server/email/read-outbox-mail";
import { createTestDatabase } from "../../helpers/test-db";

describe("outbox listing", () => {
  let handle: DatabaseHandle;
  const base = Date.UTC(2026, 10, 23, 9, 0, 0);

  beforeAll(async () => {
    handle = await createTestDatabase();
    await handle.db.insert(emailOutbox).values(
      [0, 1, 2].map((i) => ({
        kind: "sign-in",
        locale: "en",
        toAddress: `reader${i}@example.com`,
        subject: `mail ${i}`,
        textBody: "text",
        htmlBody: "<p>html</p>",
        status: i === 0 ? ("sent" as const) : ("held" as const),
        createdAt: new Date(base + i * 60_000),
      })),
    );
  });
  afterAll(async () => {
    await handle.close();
  });

  it("lists the newest first, a page at a time", async () => {
    const first = await listOutbox(handle.db, { limit: 2 });
    expect(first.map((e) => e.subject)).toEqual(["mail 2", "mail 1"]);
    expect(first[0]).toMatchObject({
      status: "held",
      toAddress: "reader2@example.com",
      attempts: 0,
    });
    expect(first[0]).not.toHaveProperty("htmlBody");
    expect(first[0]).not.toHaveProperty("textBody");
    const next = await listOutbox(handle.db, { limit: 2, before: first.at(-1)!.id });
    expect(next.map((e) => e.subject)).toEqual(["mail 0"]);
  });

  it("pages through mails written in the same instant without skipping or repeating one", async () => {
    const at = new Date(base - 3_600_000);
    await handle.db.insert(emailOutbox).values(
      Array.from({ length: 7 }, (_, i) => ({
        kind: "receipt",
        locale: "en",
        toAddress: `Same.Moment${i}@Example.org`,
        subject: `same ${i}`,
        textBody: "text",
        htmlBody: "<p>html</p>",
        createdAt: at,
      })),
    );
    const seen: string[] = [];
    let before: string | undefined;
    for (;;) {
      const page = await listOutbox(handle.db, { limit: 3, email: "same.moment", before });
      if (page.length === 0) break;
      seen.push(...page.map((e) => e.subject));
      before = page.at(-1)!.id;
    }
    expect(seen).toHaveLength(7);
    expect(new Set(seen).size).toBe(7);
  });

  it("finds mails by any part of the recipient, ignoring case; wildcards match only themselves", async () => {
    expect((await listOutbox(handle.db, { email: "READER1@example.COM" })).map((e) => e.toAddress)).toEqual(["reader1@example.com"]);
    expect((await listOutbox(handle.db, { email: "reader" })).map((e) => e.subject)).toEqual(["mail 2", "mail 1", "mail 0"]);
    expect((await listOutbox(handle.db, { email: "example.org" })).length).toBe(7);
    expect(await listOutbox(handle.db, { email: "%" })).toEqual([]);
    expect(await listOutbox(handle.db, { email: "reader_" })).toEqual([]);
    expect(await listOutbox(handle.db, { email: "nobody@example.com" })).toEqual([]);
  });

  it("reads one mail with its bodies", async () => {
    const [entry] = await listOutbox(handle.db, { email: "reader2@" });
    const mail = await readOutboxMail(handle.db, entry!.id);
    expect(mail).toMatchObject({ subject: "mail 2", textBody: "text", htmlBody: "<p>html</p>", status: "held" });
    expect(await readOutboxMail(handle.db, "00000000-0000-4000-8000-000000000000")).toBeNull();
  });
});
