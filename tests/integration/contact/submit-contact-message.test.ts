import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { submitContactMessage } from "@/features/contact/server/submit-contact-message";
import type { DatabaseHandle } from "@/server/db/create-database";
import { contactMessages } from "@/server/db/schema/contact";
import { createTestDatabase } from "../../helpers/test-db";

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
});

afterAll(async () => {
  await handle.close();
});

const valid = {
  name: "Ana Souza",
  email: "Ana@Example.com",
  topic: "billing",
  message: "I was charged twice this month, could you check my subscription?",
};
const context = { locale: "pt", country: "BR" };

describe("submitContactMessage", () => {
  it("stores a valid message", async () => {
    const result = await submitContactMessage(handle.db, valid, { ...context, ipAddress: "203.0.113.1" });
    expect(result).toEqual({ ok: true });
    const rows = await handle.db.select().from(contactMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: "Ana Souza",
      email: "ana@example.com",
      topic: "billing",
      locale: "pt",
      country: "BR",
      ipAddress: "203.0.113.1",
    });
  });

  it("answers field errors for bad input and stores nothing", async () => {
    const before = (await handle.db.select().from(contactMessages)).length;
    const result = await submitContactMessage(
      handle.db,
      { name: "A", email: "not-an-email", topic: "gossip", message: "too short" },
      { ...context, ipAddress: "203.0.113.2" },
    );
    expect(result).toEqual({
      ok: false,
      error: "validation",
      fields: { name: "nameShort", email: "emailInvalid", topic: "topicRequired", message: "messageShort" },
    });
    expect(await submitContactMessage(handle.db, null, { ...context, ipAddress: "203.0.113.2" })).toMatchObject({ ok: false, error: "validation" });
    expect((await handle.db.select().from(contactMessages)).length).toBe(before);
  });

  it("allows five messages an hour per address", async () => {
    const now = Date.UTC(2026, 10, 22, 10, 5);
    const ipAddress = "198.51.100.7";
    for (let i = 0; i < 5; i++) {
      expect(await submitContactMessage(handle.db, valid, { ...context, ipAddress, now })).toEqual({ ok: true });
    }
    const limited = await submitContactMessage(handle.db, valid, { ...context, ipAddress, now });
    expect(limited).toMatchObject({ ok: false, error: "rate_limited" });
    expect(await submitContactMessage(handle.db, valid, { ...context, ipAddress: "198.51.100.8", now })).toEqual({ ok: true });
    expect(await submitContactMessage(handle.db, valid, { ...context, ipAddress, now: now + 60 * 60 * 1000 })).toEqual({ ok: true });
  });

  it("accepts a filled honeypot silently without storing it", async () => {
    const before = (await handle.db.select().from(contactMessages)).length;
    const result = await submitContactMessage(handle.db, { ...valid, website: "https://spam.example" }, { ...context, ipAddress: "192.0.2.9" });
    expect(result).toEqual({ ok: true });
    expect((await handle.db.select().from(contactMessages)).length).toBe(before);
  });
});
