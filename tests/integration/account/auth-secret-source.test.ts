import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { requestSignIn } from "@/features/account/server/request-sign-in";
import { signInWithCode } from "@/features/account/server/sign-in-with-code";
import { betterAuthSecret } from "@/server/auth/auth-secret";
import { readViewer } from "@/server/auth/get-viewer";
import { readSessionOwner, verifiedSessionToken } from "@/server/auth/read-session";
import type { DatabaseHandle } from "@/server/db/create-database";
import { emailOutbox } from "@/server/db/schema/email-outbox";
import { users } from "@/server/db/schema/quiz";
import { getServerSecrets } from "@/server/secrets/server-secrets";
import { createTestDatabase } from "../../helpers/test-db";
import { signInAs } from "./sign-in-as";

describe("better-auth's secret", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    // Values someone might leave in the environment: better-auth would read them by itself.
    vi.stubEnv("BETTER_AUTH_SECRET", "an-environment-secret-that-must-not-be-used-0000");
    vi.stubEnv("BETTER_AUTH_SECRETS", "7:another-environment-secret-that-must-not-be-used");
    handle = await createTestDatabase();
    await handle.db.insert(users).values({ email: "secret-check@example.com" });
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await handle.close();
  });

  it("is always ours (derived from the session key ring), whatever the environment says", async () => {
    const headers = new Headers();
    expect(await requestSignIn(handle.db, { email: "secret-check@example.com", locale: "en", headers, siteUrl: "https://platewise.example" }, async () => {})).toBe("sent");
    const [mail] = await handle.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, "secret-check@example.com"));
    const code = /\b(\d{6})\b/.exec(mail!.textBody)![1]!;
    const signedIn = await signInWithCode(handle.db, { email: "secret-check@example.com", code, headers });
    if (!signedIn.ok) throw new Error("sign-in failed");
    const ours = betterAuthSecret(getServerSecrets().sessionKeys);
    expect(verifiedSessionToken(signedIn.sessionCookie, ours)).not.toBeNull();
    expect(verifiedSessionToken(signedIn.sessionCookie, "an-environment-secret-that-must-not-be-used-0000")).toBeNull();
    expect(await readSessionOwner(handle.db, signedIn.sessionCookie, new Date())).toMatchObject({ email: "secret-check@example.com" });
  });

  it("signInAs gives tests a real session's cookie", async () => {
    const { cookie, userId } = await signInAs(handle.db, "secret-check@example.com");
    expect(await readViewer(/session=([^;]+)/.exec(cookie)![1], Date.now(), handle.db)).toEqual({
      userData: { uuid: userId, email: "secret-check@example.com" },
      isManagementUser: false,
    });
  });
});
