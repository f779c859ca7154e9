import { and, desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestSignIn } from "@/features/account/server/request-sign-in";
import type { DatabaseHandle } from "@/server/db/create-database";
import { authSessions } from "@/server/db/schema/auth";
import { emailOutbox } from "@/server/db/schema/email-outbox";
import { users } from "@/server/db/schema/quiz";
import { signInAttempts } from "@/server/db/schema/sign-in-attempts";
/* eslint-disable no-restricted-imports -- the test serves the route handler over real HTTP */
import * as codeRoute from "@/app/api/auth/signin/code/route";
/* eslint-enable no-restricted-imports */
import { openAppDatabase } from "../../helpers/app-db";
import { routeMethods, serveRoutes, type ServedRoutes } from "../../helpers/serve-route";

/**
 * Guessing a customer's sign-in code: five guesses per code, also when they arrive together
 * from many addresses; then even the right code is refused until a new mail.
 */
describe("sign-in code guesses (over HTTP)", () => {
  let handle: DatabaseHandle;
  let served: ServedRoutes;
  let client = 1;
  const from = () => `192.0.2.${client++}`;

  beforeAll(async () => {
    handle = await openAppDatabase();
    await handle.db.insert(users).values([{ email: "guess-one@example.com" }, { email: "guess-two@example.com" }, { email: "typo@example.com" }]);
    served = await serveRoutes([{ path: "/api/auth/signin/code", handlers: routeMethods(codeRoute) }]);
  });
  afterAll(async () => {
    await served.close();
    await handle.close();
  });

  /** Asks for a sign-in mail the real way and reads its code from the outbox. */
  async function mailedCode(email: string): Promise<string> {
    const sent = await requestSignIn(handle.db, { email, locale: "en", headers: new Headers({ "user-agent": "test" }), siteUrl: "https://platewise.example" }, async () => {});
    expect(sent).toBe("sent");
    const [mail] = await handle.db
      .select({ text: emailOutbox.textBody })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, "sign-in"), sql`lower(${emailOutbox.toAddress}) = ${email}`))
      .orderBy(desc(emailOutbox.createdAt))
      .limit(1);
    return /\b(\d{6})\b/.exec(mail!.text)![1]!;
  }
  const wrongCodes = (right: string, count: number) => Array.from({ length: count }, (_, i) => String((Number(right) + 1 + i * 104_729) % 1_000_000).padStart(6, "0"));

  async function guess(email: string, code: string): Promise<string> {
    const response = await fetch(`${served.url}/api/auth/signin/code`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": from() },
      body: JSON.stringify({ email, code, locale: "en" }),
    });
    if (response.ok) return "signed_in";
    return ((await response.json()) as { error: { code: string } }).error.code;
  }
  const sessionsOf = async (email: string) => {
    const [user] = await handle.db.select({ uuid: users.uuid }).from(users).where(eq(users.email, email));
    return handle.db.select().from(authSessions).where(eq(authSessions.userId, user!.uuid));
  };

  it("five wrong guesses at once spend the code: the right one is refused after them", async () => {
    const right = await mailedCode("guess-one@example.com");
    const answers = await Promise.all(wrongCodes(right, 5).map((code) => guess("guess-one@example.com", code)));
    expect(answers).toEqual(Array(5).fill("invalid_code"));
    expect(await guess("guess-one@example.com", right)).toBe("too_many_attempts");
    expect(await sessionsOf("guess-one@example.com")).toHaveLength(0);
  });

  it("eight guesses at once: five are counted, the other three refused unchecked, then the right code too", async () => {
    const right = await mailedCode("guess-two@example.com");
    const answers = await Promise.all(wrongCodes(right, 8).map((code) => guess("guess-two@example.com", code)));
    expect(answers.filter((a) => a === "invalid_code")).toHaveLength(5);
    expect(answers.filter((a) => a === "too_many_attempts")).toHaveLength(3);
    expect(await guess("guess-two@example.com", right)).toBe("too_many_attempts");
    expect(await sessionsOf("guess-two@example.com")).toHaveLength(0);
    // The count stopped at five, and its key holds no address.
    const rows = await handle.db.select().from(signInAttempts);
    expect(rows.some((row) => row.count === 5)).toBe(true);
    expect(JSON.stringify(rows)).not.toContain("example.com");

    // A new mail is a new code with five new tries.
    const next = await mailedCode("guess-two@example.com");
    expect(await guess("guess-two@example.com", next)).toBe("signed_in");
  });

  it("four typos, then the right code: signed in", async () => {
    const right = await mailedCode("typo@example.com");
    for (const code of wrongCodes(right, 4)) expect(await guess("typo@example.com", code)).toBe("invalid_code");
    expect(await guess("typo@example.com", right)).toBe("signed_in");
    expect(await sessionsOf("typo@example.com")).toHaveLength(1);
  });
});
