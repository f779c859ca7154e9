import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/server/db/create-database";
import { emailOutbox } from "@/server/db/schema/email-outbox";
import { listOutbox } from "@/server/email/list-outbox";
import { createTestDatabase } from "../../helpers/test-db";

describe("outbox listing", () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await createTestDatabase();
    const base = Date.UTC(2026, 10, 23, 9, 0, 0);
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
    const next = await listOutbox(handle.db, { limit: 2, before: first.at(-1)!.createdAt });
    expect(next.map((e) => e.subject)).toEqual(["mail 0"]);
  });
});
