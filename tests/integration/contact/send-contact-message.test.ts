import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactActionDefinition } from "@/features/contact/server/contact-action-definition";
import { submitContactMessage } from "@/features/contact/server/submit-contact-message";
import { runAction } from "@/server/actions/run-action";
import type { DatabaseHandle } from "@/server/db/create-database";
import { contactMessages } from "@/server/db/schema/contact";
import { rateLimitBuckets } from "@/server/db/schema/rate-limit";
import { openAppDatabase } from "../../helpers/app-db";

/** The contact action as the form calls it, with the locale and country a page request gives. */
const send = (input: unknown, address = "203.0.113.1") =>
  runAction(
    {
      ...contactActionDefinition,
      handler: async ({ input: message, db, clientAddress }) =>
        submitContactMessage(db, message, { ipAddress: clientAddress, locale: "pt", country: "BR" }),
    },
    input,
    new Headers({ "x-pw-client-address": address }),
  );

const valid = {
  name: "Ana Souza",
  email: "Ana@Example.com",
  topic: "billing",
  message: "I was charged twice this month, could you check my subscription?",
};

describe("the contact form's server action", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openAppDatabase();
  });
  afterAll(async () => {
    await handle.close();
  });
  const stored = () => handle.db.select().from(contactMessages);

  it("stores a valid message from FormData, with the sender's address", async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries(valid)) form.set(key, value);
    expect(await send(form)).toEqual({ ok: true, data: null });
    expect(await stored()).toEqual([
      expect.objectContaining({ name: "Ana Souza", email: "ana@example.com", topic: "billing", locale: "pt", country: "BR", ipAddress: "203.0.113.1" }),
    ]);
  });

  it("answers field error codes for bad input and stores nothing", async () => {
    const before = (await stored()).length;
    expect(await send({ name: "A", email: "not-an-email", topic: "gossip", message: "too short" }, "203.0.113.2")).toEqual({
      ok: false,
      fieldErrors: { name: "nameShort", email: "emailInvalid", topic: "topicRequired", message: "messageShort" },
    });
    expect(await send(null, "203.0.113.2")).toMatchObject({ ok: false, fieldErrors: {} });
    expect((await stored()).length).toBe(before);
  });

  it("refuses a NUL or a lone surrogate with a field error instead of crashing", async () => {
    const before = (await stored()).length;
    expect(await send({ ...valid, message: `${valid.message}\u0000` }, "203.0.113.3")).toEqual({
      ok: false,
      fieldErrors: { message: "invalidCharacters" },
      formError: "invalidCharacters",
    });
    expect(await send({ ...valid, name: "Ana \uD800" }, "203.0.113.3")).toMatchObject({ fieldErrors: { name: "invalidCharacters" } });
    expect((await stored()).length).toBe(before);
  });

  it("allows five messages an hour per sender address, whatever e-mail they use", async () => {
    for (let i = 0; i < 5; i++) expect(await send({ ...valid, email: `spam${i}@example.com` }, "198.51.100.7")).toMatchObject({ ok: true });
    expect(await send({ ...valid, email: "spam9@example.com" }, "198.51.100.7")).toEqual({ ok: false, formError: "rateLimited" });
    expect(await send({ ...valid, email: "other@example.com" }, "198.51.100.8")).toMatchObject({ ok: true });
  });

  it("allows five messages an hour per e-mail address, whatever address sends them, and keeps no e-mail in the counters", async () => {
    for (let i = 0; i < 5; i++) expect(await send({ ...valid, email: "Target@Example.com" }, `192.0.2.${i + 1}`)).toMatchObject({ ok: true });
    expect(await send({ ...valid, email: "target@example.com" }, "192.0.2.99")).toEqual({ ok: false, formError: "rateLimited" });
    const keys = (await handle.db.select().from(rateLimitBuckets)).map((row) => row.key);
    expect(keys.some((key) => key.toLowerCase().includes("example.com"))).toBe(false);
  });

  it("accepts a filled honeypot silently without storing it", async () => {
    const before = (await stored()).length;
    expect(await send({ ...valid, email: "bot@example.com", website: "https://spam.example" }, "192.0.2.200")).toEqual({ ok: true, data: null });
    expect((await stored()).length).toBe(before);
  });
});
