import { describe, expect, it } from "vitest";
import { signPayload, verifySignature } from "@/server/integrations/sandbox-pay/webhook-signature";
import { createHmac } from "node:crypto";

const secret = new TextEncoder().encode("a test secret of enough length!!");
const body = '{"id":"evt_1","type":"payment_intent.succeeded"}';
const at = new Date("2026-11-23T12:00:00.000Z");

describe("the sandbox webhook signature", () => {
  it("is HMAC-SHA256 over timestamp.body, as t=…,v1=…", () => {
    const t = at.getTime() / 1000;
    const v1 = createHmac("sha256", secret).update(`${t}.${body}`).digest("hex");
    expect(signPayload(secret, body, at)).toBe(`t=${t},v1=${v1}`);
  });

  it("verifies its own signature within five minutes either way", () => {
    const header = signPayload(secret, body, at);
    expect(verifySignature(secret, body, header, at)).toEqual({ ok: true });
    expect(verifySignature(secret, body, header, new Date(at.getTime() + 299_000))).toEqual({
      ok: true,
    });
    expect(verifySignature(secret, body, header, new Date(at.getTime() - 299_000))).toEqual({
      ok: true,
    });
  });

  it("refuses an old signature, another body, another secret and broken headers", () => {
    const header = signPayload(secret, body, at);
    expect(verifySignature(secret, body, header, new Date(at.getTime() + 301_000))).toEqual({
      ok: false,
      reason: "too_old",
    });
    expect(verifySignature(secret, `${body} `, header, at)).toEqual({
      ok: false,
      reason: "mismatch",
    });
    expect(verifySignature(new TextEncoder().encode("another secret"), body, header, at)).toEqual({
      ok: false,
      reason: "mismatch",
    });
    expect(verifySignature(secret, body, undefined, at)).toEqual({ ok: false, reason: "missing" });
    expect(verifySignature(secret, body, "v1=abc", at)).toEqual({ ok: false, reason: "malformed" });
    expect(verifySignature(secret, body, header.replace(/t=\d+/, "t=1"), at)).toEqual({
      ok: false,
      reason: "mismatch",
    });
  });

  it("accepts any of several v1 signatures (a rolled secret)", () => {
    const header = signPayload(secret, body, at);
    const other = signPayload(new TextEncoder().encode("old"), body, at).split(",")[1];
    expect(verifySignature(secret, body, `${header},${other}`, at)).toEqual({ ok: true });
  });
});
