import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { anonymousViewer, readViewer } from "@/server/auth/get-viewer";
import { getServerSecrets } from "@/server/secrets/server-secrets";

const now = Date.UTC(2026, 10, 22, 12);

async function sessionToken(claims: Record<string, unknown>, options: { secret?: string; audience?: string; expiresAt?: number } = {}) {
  const [signer] = getServerSecrets().sessionKeys;
  return new SignJWT(claims)
    .setProtectedHeader({ alg: "HS256", kid: signer.kid })
    .setIssuer("platewise")
    .setAudience(options.audience ?? "platewise-session")
    .setExpirationTime(options.expiresAt ?? Math.floor(now / 1000) + 3600)
    .sign(new TextEncoder().encode(options.secret ?? signer.secret));
}

describe("viewer", () => {
  it("is anonymous without a session", async () => {
    expect(await readViewer(undefined, now)).toEqual(anonymousViewer);
    expect(anonymousViewer.isManagementUser).toBe(false);
  });

  it("reads the user from a signed session", async () => {
    const token = await sessionToken({ uuid: "u-1", email: "ana@example.com" });
    expect(await readViewer(token, now)).toEqual({ userData: { uuid: "u-1", email: "ana@example.com" }, isManagementUser: false });
  });

  it("is a management user only when the signed session says staff", async () => {
    const token = await sessionToken({ uuid: "s-1", email: "staff@example.com", staff: true });
    expect((await readViewer(token, now)).isManagementUser).toBe(true);
  });

  it("refuses forged, expired, foreign and malformed sessions", async () => {
    const forged = await sessionToken({ uuid: "s-1", email: "staff@example.com", staff: true }, { secret: "x".repeat(40) });
    const expired = await sessionToken({ uuid: "u-1", email: "ana@example.com" }, { expiresAt: Math.floor(now / 1000) - 1 });
    const foreign = await sessionToken({ uuid: "u-1", email: "ana@example.com" }, { audience: "something-else" });
    const noEmail = await sessionToken({ uuid: "u-1" });
    for (const token of [forged, expired, foreign, noEmail, "not-a-jwt"]) {
      expect(await readViewer(token, now)).toEqual(anonymousViewer);
    }
  });
});
