import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { anonymousViewer, readViewer } from "@/server/auth/get-viewer";
import { getServerSecrets } from "@/server/secrets/server-secrets";

const now = Date.UTC(2026, 10, 22, 12);

describe("viewer", () => {
  it("is anonymous without a session", async () => {
    expect(await readViewer(undefined, now)).toEqual(anonymousViewer);
    expect(anonymousViewer.isManagementUser).toBe(false);
  });

  it("refuses cookies that are not sessions signed by us, without asking the database", async () => {
    const [sessionKey] = getServerSecrets().sessionKeys;
    const jwt = await new SignJWT({ uuid: "u-1", email: "ana@example.com", staff: true })
      .setProtectedHeader({ alg: "HS256", kid: sessionKey.kid })
      .setAudience("platewise-session")
      .setExpirationTime(Math.floor(now / 1000) + 3600)
      .sign(new TextEncoder().encode(sessionKey.secret));
    const forged = `token.${Buffer.alloc(32).toString("base64")}`;
    for (const cookie of [jwt, forged, "not-a-session", "%E0%A4%A"]) {
      expect(await readViewer(cookie, now)).toEqual(anonymousViewer);
    }
  });
});
