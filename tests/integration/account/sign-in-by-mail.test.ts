import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { readSessionOwner } from "@/server/auth/read-session";
import { authSessions, authVerifications } from "@/server/db/schema/auth";
import { emailOutbox } from "@/server/db/schema/email-outbox";
import { users } from "@/server/db/schema/quiz";
import { requestSignIn } from "@/features/account/server/request-sign-in";
import { signInWithCode } from "@/features/account/server/sign-in-with-code";
import { signInWithLink } from "@/features/account/server/sign-in-with-link";
import { signOutEverywhere } from "@/features/account/server/sign-out";
import { openSignInMailHarness } from "./sign-in-mail-harness";

const siteUrl = "https://platewise.example";
const noHeaders = () => new Headers({ "user-agent": "vitest" });

describe("sign-in by e-mail (code and link in one mail)", () => {
  let harness: Awaited<ReturnType<typeof openSignInMailHarness>>;
  const customers: Record<string, string> = {};

  beforeAll(async () => {
    harness = await openSignInMailHarness();
    for (const email of ["Ana.Buyer@Example.com", "ben@example.com", "cleo@example.com", "dan@example.com", "eve@example.com"]) {
      const [row] = await harness.db.insert(users).values({ email, locale: "en" }).returning({ uuid: users.uuid });
      customers[email.toLowerCase()] = row!.uuid;
    }
  });
  afterAll(() => harness.close());
  afterEach(() => vi.useRealTimers());

  async function mailFor(email: string, locale: "en" | "ar" | "ja" = "en") {
    const before = harness.received.length;
    expect(await requestSignIn(harness.db, { email, locale, headers: noHeaders(), siteUrl }, harness.requestSend)).toBe("sent");
    const mails = await harness.deliver(before);
    expect(mails).toHaveLength(1);
    return mails[0]!;
  }

  it("sends one mail with a 6-digit code and a link to the customer the checkout made (any case of the address)", async () => {
    const mail = await mailFor("ana.buyer@example.COM");
    expect(mail.to.map((to) => to.toLowerCase())).toEqual(["ana.buyer@example.com"]);
    expect(mail.subject).toBe("Your Platewise sign-in link");
    expect(mail.code).toMatch(/^\d{6}$/);
    expect(mail.link.origin + mail.link.pathname).toBe(`${siteUrl}/api/auth/signin/link`);
    expect(mail.link.searchParams.get("locale")).toBe("en");
    expect(mail.html).toContain(mail.code);
    // Neither the code nor the link's token is stored as sent: only their hashes.
    const stored = await harness.db.select().from(authVerifications);
    expect(JSON.stringify(stored)).not.toContain(mail.code + ":");
    expect(JSON.stringify(stored)).not.toContain(mail.link.searchParams.get("token")!);
  });

  it("signs in by code once; the same code, and the same mail's link, are refused afterwards", async () => {
    const mail = await mailFor("ben@example.com");
    const signedIn = await signInWithCode(harness.db, { email: "BEN@example.com", code: mail.code, headers: noHeaders() });
    expect(signedIn).toMatchObject({ ok: true, userId: customers["ben@example.com"] });
    if (!signedIn.ok) return;
    expect(await readSessionOwner(harness.db, signedIn.sessionCookie, new Date())).toEqual({ uuid: customers["ben@example.com"], email: "ben@example.com" });
    expect(await signInWithCode(harness.db, { email: "ben@example.com", code: mail.code, headers: noHeaders() })).toEqual({ ok: false, failure: "invalid_code" });
    expect(await signInWithLink(harness.db, { token: mail.link.searchParams.get("token")!, headers: noHeaders() })).toEqual({ ok: false, failure: "link_invalid" });
  });

  it("signs in by link once; the link again is refused, the same mail's code still works once (a scanner may open links)", async () => {
    const mail = await mailFor("cleo@example.com", "ar");
    expect(mail.link.searchParams.get("locale")).toBe("ar");
    const token = mail.link.searchParams.get("token")!;
    const signedIn = await signInWithLink(harness.db, { token, headers: noHeaders() });
    expect(signedIn).toMatchObject({ ok: true, userId: customers["cleo@example.com"] });
    expect(await signInWithLink(harness.db, { token, headers: noHeaders() })).toEqual({ ok: false, failure: "link_invalid" });
    expect(await signInWithCode(harness.db, { email: "cleo@example.com", code: mail.code, headers: noHeaders() })).toMatchObject({ ok: true });
    expect(await signInWithCode(harness.db, { email: "cleo@example.com", code: mail.code, headers: noHeaders() })).toEqual({ ok: false, failure: "invalid_code" });
  });

  it("a code sign-in ends the links of every pending mail of the address", async () => {
    const older = await mailFor("cleo@example.com");
    const newer = await mailFor("cleo@example.com");
    expect(await signInWithCode(harness.db, { email: "cleo@example.com", code: older.code, headers: noHeaders() })).toEqual({ ok: false, failure: "invalid_code" });
    expect(await signInWithCode(harness.db, { email: "cleo@example.com", code: newer.code, headers: noHeaders() })).toMatchObject({ ok: true });
    for (const mail of [older, newer]) {
      expect(await signInWithLink(harness.db, { token: mail.link.searchParams.get("token")!, headers: noHeaders() })).toEqual({ ok: false, failure: "link_invalid" });
    }
  });

  it("refuses a wrong code, then stops after five wrong tries even for the right one", async () => {
    const mail = await mailFor("dan@example.com");
    const wrong = mail.code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) {
      expect(await signInWithCode(harness.db, { email: "dan@example.com", code: wrong, headers: noHeaders() })).toEqual({ ok: false, failure: "invalid_code" });
    }
    expect(await signInWithCode(harness.db, { email: "dan@example.com", code: mail.code, headers: noHeaders() })).toEqual({ ok: false, failure: "too_many_attempts" });
  });

  it("refuses the code and the link after 15 minutes", async () => {
    const mail = await mailFor("eve@example.com");
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 15 * 60_000 + 1_000);
    expect(await signInWithCode(harness.db, { email: "eve@example.com", code: mail.code, headers: noHeaders() })).toEqual({ ok: false, failure: "code_expired" });
    expect(await signInWithLink(harness.db, { token: mail.link.searchParams.get("token")!, headers: noHeaders() })).toEqual({ ok: false, failure: "link_invalid" });
  });

  it("a code just before 15 minutes still works", async () => {
    const mail = await mailFor("eve@example.com");
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 14 * 60_000);
    expect(await signInWithCode(harness.db, { email: "eve@example.com", code: mail.code, headers: noHeaders() })).toMatchObject({ ok: true });
  });

  it("sends nothing to an address without a customer, and stores nothing for it", async () => {
    const before = harness.received.length;
    const outboxBefore = (await harness.db.select().from(emailOutbox)).length;
    expect(await requestSignIn(harness.db, { email: "nobody@example.com", locale: "en", headers: noHeaders(), siteUrl }, harness.requestSend)).toBe("no-account");
    expect(await harness.deliver(before)).toEqual([]);
    expect(await harness.db.select().from(emailOutbox)).toHaveLength(outboxBefore);
    expect(await signInWithCode(harness.db, { email: "nobody@example.com", code: "123456", headers: noHeaders() })).toEqual({ ok: false, failure: "invalid_code" });
  });

  it("a session lasts 30 days; expired sessions go at the customer's next sign-in", async () => {
    const signedIn = await signInWithCode(harness.db, { email: "eve@example.com", code: (await mailFor("eve@example.com")).code, headers: noHeaders() });
    if (!signedIn.ok) throw new Error("sign-in failed");
    const owner = { uuid: customers["eve@example.com"], email: "eve@example.com" };
    expect(await readSessionOwner(harness.db, signedIn.sessionCookie, new Date(Date.now() + 29 * 86_400_000))).toEqual(owner);
    expect(await readSessionOwner(harness.db, signedIn.sessionCookie, new Date(Date.now() + 30 * 86_400_000 + 60_000))).toBeNull();
    await harness.db.update(authSessions).set({ expiresAt: new Date(Date.now() - 1_000) }).where(eq(authSessions.userId, owner.uuid!));
    expect(await readSessionOwner(harness.db, signedIn.sessionCookie, new Date())).toBeNull();
    const again = await signInWithCode(harness.db, { email: "eve@example.com", code: (await mailFor("eve@example.com")).code, headers: noHeaders() });
    if (!again.ok) throw new Error("sign-in failed");
    const rows = await harness.db.select().from(authSessions).where(eq(authSessions.userId, owner.uuid!));
    expect(rows).toHaveLength(1);
    expect(await readSessionOwner(harness.db, again.sessionCookie, new Date())).toEqual(owner);
  });

  it("an address that moved to another customer signs in that customer; the old one keeps their session and signs in with their new address", async () => {
    const [first] = await harness.db.insert(users).values({ email: "moving@example.com" }).returning({ uuid: users.uuid });
    const before = await signInWithCode(harness.db, { email: "moving@example.com", code: (await mailFor("moving@example.com")).code, headers: noHeaders() });
    expect(before).toMatchObject({ ok: true, userId: first!.uuid });
    await harness.db.update(users).set({ email: "moved@example.com" }).where(eq(users.uuid, first!.uuid));
    const [second] = await harness.db.insert(users).values({ email: "Moving@example.com" }).returning({ uuid: users.uuid });
    expect(await signInWithCode(harness.db, { email: "moving@example.com", code: (await mailFor("moving@example.com")).code, headers: noHeaders() })).toMatchObject({ ok: true, userId: second!.uuid });
    if (before.ok) expect(await readSessionOwner(harness.db, before.sessionCookie, new Date())).toEqual({ uuid: first!.uuid, email: "moved@example.com" });
    expect(await signInWithCode(harness.db, { email: "moved@example.com", code: (await mailFor("moved@example.com")).code, headers: noHeaders() })).toMatchObject({ ok: true, userId: first!.uuid });
  });

  it("signs out everywhere: every session of the customer ends, others' stay", async () => {
    const first = await signInWithCode(harness.db, { email: "ben@example.com", code: (await mailFor("ben@example.com")).code, headers: noHeaders() });
    const second = await signInWithLink(harness.db, { token: (await mailFor("ben@example.com", "ja")).link.searchParams.get("token")!, headers: noHeaders() });
    const other = await signInWithCode(harness.db, { email: "dan@example.com", code: (await mailFor("dan@example.com")).code, headers: noHeaders() });
    if (!first.ok || !second.ok || !other.ok) throw new Error("sign-in failed");
    const ben = customers["ben@example.com"]!;
    expect((await harness.db.select().from(authSessions).where(eq(authSessions.userId, ben))).length).toBeGreaterThanOrEqual(2);
    expect(await signOutEverywhere(harness.db, new Headers({ cookie: `session=${encodeURIComponent(second.sessionCookie)}` }))).toBe(true);
    expect(await harness.db.select().from(authSessions).where(eq(authSessions.userId, ben))).toEqual([]);
    expect(await readSessionOwner(harness.db, first.sessionCookie, new Date())).toBeNull();
    expect(await readSessionOwner(harness.db, other.sessionCookie, new Date())).toMatchObject({ email: "dan@example.com" });
    expect(await signOutEverywhere(harness.db, new Headers({ cookie: `session=${encodeURIComponent(second.sessionCookie)}` }))).toBe(false);
  });
});
