import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The sandbox processor's webhook signature (docs/billing.md, "The sandbox provider"): header
 * `Sandbox-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`. An event
 * signed more than `toleranceSeconds` away from now is refused, so an old delivery cannot be
 * replayed.
 */
export const signatureHeader = "sandbox-signature";
export const signatureToleranceSeconds = 300;

export function signPayload(secret: Uint8Array, rawBody: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  return `t=${t},v1=${digest(secret, t, rawBody)}`;
}

export type SignatureCheck =
  { ok: true } | { ok: false; reason: "missing" | "malformed" | "mismatch" | "too_old" };

export function verifySignature(
  secret: Uint8Array,
  rawBody: string,
  header: string | undefined,
  now: Date,
  toleranceSeconds = signatureToleranceSeconds,
): SignatureCheck {
  if (!header) return { ok: false, reason: "missing" };
  const parts = new Map<string, string[]>();
  for (const item of header.split(",")) {
    const [name, value] = item.trim().split("=", 2);
    if (!name || !value) continue;
    parts.set(name, [...(parts.get(name) ?? []), value]);
  }
  const t = Number(parts.get("t")?.[0]);
  const candidates = parts.get("v1") ?? [];
  if (!Number.isInteger(t) || candidates.length === 0) return { ok: false, reason: "malformed" };
  const expected = Buffer.from(digest(secret, t, rawBody), "hex");
  const matches = candidates.some((candidate) => {
    const given = Buffer.from(candidate, "hex");
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) return { ok: false, reason: "mismatch" };
  if (Math.abs(now.getTime() / 1000 - t) > toleranceSeconds)
    return { ok: false, reason: "too_old" };
  return { ok: true };
}

function digest(secret: Uint8Array, t: number, rawBody: string): string {
  return createHmac("sha256", secret).update(`${t}.${rawBody}`).digest("hex");
}
