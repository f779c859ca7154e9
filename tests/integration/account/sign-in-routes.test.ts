import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publicEnv } from "@/env";
import { sealVisitorId, visitorSealCookie } from "@/features/attribution/server/visitor-seal";
import { getDb } from "@/server/db/client";
import type { DatabaseHandle } from "@/server/db/create-database";
import { authSessions } from "@/server/db/schema/auth";
import { emailOutbox } from "@/server/db/schema/email-outbox";
import { users } from "@/server/db/schema/quiz";
import { sendQueuedEmail } from "@/server/email/send-queued-email";
import { createSmtpSender } from "@/server/email/smtp-sender";
import { getJobQueue, stopJobQueue } from "@/server/jobs/job-queue";
/* eslint-disable no-restricted-imports -- the test serves the route handlers over real HTTP */
import * as codeRoute from "@/app/api/auth/signin/code/route";
import * as linkRoute from "@/app/api/auth/signin/link/route";
import * as requestRoute from "@/app/api/auth/signin/request/route";
import * as everywhereRoute from "@/app/api/auth/signout/everywhere/route";
import * as signOutRoute from "@/app/api/auth/signout/route";
import * as viewerRoute from "@/app/api/viewer/route";
import * as siteAuthRoute from "@/app/v4.0/site/auth/route";
/* eslint-enable no-restricted-imports */
import { openAppDatabase } from "../../helpers/app-db";
import { fillRateLimit } from "../../helpers/fill-rate-limit";
import { routeMethods, serveRoutes, type ServedRoutes } from "../../helpers/serve-route";
import { startSmtpPeer } from "../email/smtp-peer";
import { readSignInMail, type SignInMail } from "./sign-in-mail-harness";

describe("sign-in routes over HTTP", () => {
  let handle: DatabaseHandle;
  let served: ServedRoutes;
  let peer: Awaited<ReturnType<typeof startSmtpPeer>>;
  let smtp: ReturnType<typeof createSmtpSender>;
  let customer = "";
  let leaver = "";

  beforeAll(async () => {
    handle = await openAppDatabase();
    peer = await startSmtpPeer();
    smtp = createSmtpSender({ host: "127.0.0.1", port: peer.port, secure: false });
    const queue = await getJobQueue();
    await queue.registerWorker("email.send", async ({ outboxId }) => {
      await sendQueuedEmail(await getDb(), smtp, "Platewise <hello@platewise.example>", outboxId, () => new Date());
    });
    const [row] = await handle.db.insert(users).values({ email: "Buyer@Example.com", locale: "de" }).returning({ uuid: users.uuid });
    customer = row!.uuid;
    const [leaverRow] = await handle.db.insert(users).values({ email: "leaver@example.com" }).returning({ uuid: users.uuid });
    leaver = leaverRow!.uuid;
    await handle.db.insert(users).values([{ email: "limited@example.com" }, { email: "reader@example.com" }]);
    served = await serveRoutes([
      { path: "/api/auth/signin/request", handlers: routeMethods(requestRoute) },
      { path: "/api/auth/signin/code", handlers: routeMethods(codeRoute) },
      { path: "/api/auth/signin/link", handlers: routeMethods(linkRoute) },
      { path: "/api/auth/signout/everywhere", handlers: routeMethods(everywhereRoute) },
      { path: "/api/auth/signout", handlers: routeMethods(signOutRoute) },
      { path: "/api/viewer", handlers: routeMethods(viewerRoute) },
      { path: "/v4.0/site/auth", handlers: routeMethods(siteAuthRoute) },
    ]);
  });
  afterAll(async () => {
    await served.close();
    await stopJobQueue();
    smtp.close();
    await peer.close();
    await handle.close();
  });

  let client = 10;
  /** Each test speaks from its own address, so per-client limits do not leak between tests. */
  const nextClient = () => `198.51.100.${client++}`;

  function post(path: string, body: unknown, headers: Record<string, string> = {}) {
    return fetch(`${served.url}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
    });
  }

  /**
   * The mails an address received since `before`. The mail is written after the answer, so
   * this waits (sending what is queued) until one arrives, or `waitMs` passes.
   */
  async function mailsTo(email: string, before: number, waitMs = 5_000) {
    const deadline = Date.now() + waitMs;
    for (;;) {
      await (await getJobQueue()).drain(["email.send"]);
      const got = peer.received.slice(before).filter((mail) => mail.to.some((to) => to.toLowerCase() === email.toLowerCase()));
      if (got.length > 0 || Date.now() > deadline) return got;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async function askForMail(email: string, from: string, locale = "de"): Promise<SignInMail> {
    const before = peer.received.length;
    const response = await post("/api/auth/signin/request", { email, locale }, { "x-forwarded-for": from });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "sent" });
    const got = await mailsTo(email, before);
    expect(got).toHaveLength(1);
    return readSignInMail(got[0]!.raw, got[0]!.to);
  }

  /** `name=value` of each Set-Cookie, with its attributes. */
  function cookiesOf(response: Response): Map<string, { value: string; attributes: string }> {
    const cookies = new Map<string, { value: string; attributes: string }>();
    for (const line of response.headers.getSetCookie()) {
      const [pair = "", ...rest] = line.split(";");
      const at = pair.indexOf("=");
      cookies.set(pair.slice(0, at), { value: pair.slice(at + 1), attributes: rest.join(";").toLowerCase() });
    }
    return cookies;
  }

  async function viewerWith(session: string) {
    const response = await fetch(`${served.url}/api/viewer`, { headers: { cookie: `session=${session}` } });
    return (await response.json()) as { user: { uuid: string; email: string } | null; staff: boolean };
  }

  it("answers the same for a customer's address and an unknown one; only the customer gets a mail", async () => {
    const from = nextClient();
    const mail = await askForMail("buyer@example.com", from);
    expect(mail.link.searchParams.get("locale")).toBe("de");
    expect(mail.subject).not.toBe("");
    const before = peer.received.length;
    const unknown = await post("/api/auth/signin/request", { email: "stranger@example.com", locale: "de" }, { "x-forwarded-for": from });
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual({ status: "sent" });
    expect(await mailsTo("stranger@example.com", before, 1_000)).toEqual([]);
    expect(await handle.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, "stranger@example.com"))).toEqual([]);
  });

  it("signs in by code: HttpOnly, SameSite=Lax session cookie (not Secure over http), the readable userId, and the viewer", async () => {
    const from = nextClient();
    const mail = await askForMail("buyer@example.com", from);
    const response = await post("/api/auth/signin/code", { email: "Buyer@example.com", code: ` ${mail.code.slice(0, 3)} ${mail.code.slice(3)} `, locale: "de" }, { "x-forwarded-for": from });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ next: "/de/my-plan" });
    const cookies = cookiesOf(response);
    const session = cookies.get("session")!;
    expect(session.attributes).toContain("httponly");
    expect(session.attributes).toContain("samesite=lax");
    expect(session.attributes).toContain("path=/");
    expect(session.attributes).not.toContain("secure");
    expect(cookies.get("userId")).toMatchObject({ value: customer });
    expect(cookies.get("userId")!.attributes).not.toContain("httponly");
    expect(await viewerWith(session.value)).toEqual({ user: { uuid: customer, email: "buyer@example.com" }, staff: false });
    // The same code again: refused.
    const again = await post("/api/auth/signin/code", { email: "buyer@example.com", code: mail.code }, { "x-forwarded-for": from });
    expect(again.status).toBe(400);
    expect(((await again.json()) as { error: { code: string } }).error.code).toBe("invalid_code");
  });

  it("gives a signed-in customer a site token naming their uuid; a visitor's names the visitor", async () => {
    const from = nextClient();
    const mail = await askForMail("reader@example.com", from);
    const signedIn = await post("/api/auth/signin/code", { email: "reader@example.com", code: mail.code }, { "x-forwarded-for": from });
    const session = cookiesOf(signedIn).get("session")!.value;
    const visitor = "0b6a4c1e-8d7f-4a51-9a0c-2f3e4d5c6b7a";
    const uuidOfReader = async () => (await handle.db.select({ uuid: users.uuid }).from(users).where(eq(users.email, "reader@example.com")))[0]!.uuid;
    const uuidOf = async (cookie: string) => {
      const response = await post("/v4.0/site/auth", { token: publicEnv.siteCredential }, { cookie, "x-forwarded-for": from });
      const { token } = (await response.json()) as { token: string };
      return (JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString()) as { uuid: string }).uuid;
    };
    const sealed = `proxy_user_id=${visitor}; ${visitorSealCookie}=${sealVisitorId(visitor)}`;
    expect(await uuidOf(`session=${session}; ${sealed}`)).toBe(await uuidOfReader());
    expect(await uuidOf(sealed)).toBe(visitor);
    expect(await uuidOf(`session=forged.${"A".repeat(43)}=; ${sealed}`)).toBe(visitor);
  });

  it("works as a browser sends it: same-site headers and the site's other cookies (an older session too)", async () => {
    const from = nextClient();
    const browser = { origin: served.url, "sec-fetch-site": "same-origin", "sec-fetch-mode": "cors", "x-forwarded-for": from };
    const older = await askForMail("reader@example.com", from);
    const first = await post("/api/auth/signin/code", { email: "reader@example.com", code: older.code }, { ...browser, cookie: "proxy_user_id=0b6a4c1e-8d7f-4a51-9a0c-2f3e4d5c6b7a" });
    expect(first.status).toBe(200);
    const session = cookiesOf(first).get("session")!.value;
    const cookie = `proxy_user_id=0b6a4c1e-8d7f-4a51-9a0c-2f3e4d5c6b7a; session=${session}; userId=x`;
    const before = peer.received.length;
    const asked = await post("/api/auth/signin/request", { email: "reader@example.com", locale: "en" }, { ...browser, cookie });
    expect(asked.status).toBe(200);
    const [mail] = await mailsTo("reader@example.com", before);
    const again = await post("/api/auth/signin/code", { email: "reader@example.com", code: readSignInMail(mail!.raw, mail!.to).code }, { ...browser, cookie });
    expect(again.status).toBe(200);
    expect(cookiesOf(again).get("session")!.value).not.toBe(session);
  });

  it("marks the session cookie Secure when the visitor came over https", async () => {
    const from = nextClient();
    const mail = await askForMail("buyer@example.com", from);
    const response = await post("/api/auth/signin/code", { email: "buyer@example.com", code: mail.code }, { "x-forwarded-for": from, "x-forwarded-proto": "https" });
    expect(response.status).toBe(200);
    expect(cookiesOf(response).get("session")!.attributes).toContain("secure");
    expect(cookiesOf(response).get("userId")!.attributes).toContain("secure");
  });

  it("signs in by link: 303 to the plan in the mail's language with the cookies; used again, to the sign-in page that says why", async () => {
    const from = nextClient();
    const mail = await askForMail("buyer@example.com", from, "ar");
    const link = `${served.url}${mail.link.pathname}${mail.link.search}`;
    // A link checker's HEAD does not spend it.
    expect((await fetch(link, { method: "HEAD", redirect: "manual", headers: { "x-forwarded-for": from } })).status).toBe(204);
    const first = await fetch(link, { redirect: "manual", headers: { "x-forwarded-for": from } });
    expect(first.status).toBe(303);
    // Relative, so it stays on the host the visitor used (not the server's internal one).
    expect(first.headers.get("location")).toBe("/ar/my-plan");
    const session = cookiesOf(first).get("session")!;
    expect((await viewerWith(session.value)).user?.uuid).toBe(customer);
    const second = await fetch(link, { redirect: "manual", headers: { "x-forwarded-for": from } });
    expect(second.status).toBe(303);
    expect(second.headers.get("location")).toBe("/ar/signin?error=link_invalid");
    expect(cookiesOf(second).has("session")).toBe(false);
    const forged = await fetch(`${served.url}/api/auth/signin/link?token=${"A".repeat(32)}&locale=xx`, { redirect: "manual", headers: { "x-forwarded-for": from } });
    expect(forged.headers.get("location")).toBe("/signin?error=link_invalid");
  });

  it("refuses sign-in and sign-out posts another site makes a browser send", async () => {
    const from = nextClient();
    for (const path of ["/api/auth/signin/request", "/api/auth/signin/code", "/api/auth/signout", "/api/auth/signout/everywhere"]) {
      const body = path.endsWith("request") ? { email: "buyer@example.com" } : path.endsWith("code") ? { email: "buyer@example.com", code: "123456" } : {};
      const foreign = await post(path, body, { origin: "https://evil.example", "x-forwarded-for": from });
      expect([path, foreign.status]).toEqual([path, 403]);
      expect(((await foreign.json()) as { error: { code: string } }).error.code).toBe("cross_site");
      const fetched = await post(path, body, { "sec-fetch-site": "cross-site", "x-forwarded-for": from });
      expect([path, fetched.status]).toEqual([path, 403]);
    }
    const own = await post("/api/auth/signout", {}, { origin: served.url, "sec-fetch-site": "same-origin", "x-forwarded-for": from });
    expect(own.status).toBe(200);
  });

  it("answers wrong and malformed codes with 400, bad bodies with validation errors", async () => {
    const from = nextClient();
    const wrong = await post("/api/auth/signin/code", { email: "buyer@example.com", code: "12345x" }, { "x-forwarded-for": from });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { error: { code: string } }).error.code).toBe("invalid_code");
    const noEmail = await post("/api/auth/signin/request", { email: "not an address" }, { "x-forwarded-for": from });
    expect(noEmail.status).toBe(400);
    expect(((await noEmail.json()) as { error: { code: string } }).error.code).toBe("validation_failed");
  });

  it("limits mails per address (known or not, the same 429) and per client address", async () => {
    for (const email of ["limited@example.com", "stranger@example.com"]) {
      let last: Response | undefined;
      for (let i = 0; i < 6; i++) last = await post("/api/auth/signin/request", { email, locale: "en" }, { "x-forwarded-for": nextClient() });
      expect(last!.status).toBe(429);
      expect(last!.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(((await last!.json()) as { error: { code: string } }).error.code).toBe("rate_limited");
    }
    const from = nextClient();
    await fillRateLimit(handle.db, `signin-request:${from}`, 20, 15 * 60_000);
    const blocked = await post("/api/auth/signin/request", { email: "other@example.com", locale: "en" }, { "x-forwarded-for": from });
    expect(blocked.status).toBe(429);
  });

  it("limits code tries per client address", async () => {
    const from = nextClient();
    await fillRateLimit(handle.db, `signin-code:${from}`, 30, 15 * 60_000);
    const blocked = await post("/api/auth/signin/code", { email: "someone@example.com", code: "123456" }, { "x-forwarded-for": from });
    expect(blocked.status).toBe(429);
  });

  it("signs out this browser, and everywhere: every session of the customer ends", async () => {
    const sessions: string[] = [];
    for (let i = 0; i < 3; i++) {
      const from = nextClient();
      const mail = await askForMail("leaver@example.com", from);
      const response = await post("/api/auth/signin/code", { email: "leaver@example.com", code: mail.code }, { "x-forwarded-for": from });
      sessions.push(cookiesOf(response).get("session")!.value);
    }
    const out = await post("/api/auth/signout", {}, { cookie: `session=${sessions[0]}`, "x-forwarded-for": nextClient() });
    expect(out.status).toBe(200);
    const cleared = cookiesOf(out);
    expect(cleared.get("session")).toMatchObject({ value: "" });
    expect(cleared.get("session")!.attributes).toContain("max-age=0");
    expect(cleared.get("userId")).toMatchObject({ value: "" });
    expect((await viewerWith(sessions[0]!)).user).toBeNull();
    expect((await viewerWith(sessions[1]!)).user?.uuid).toBe(leaver);

    // A post without a body (a plain form) is enough.
    const everywhere = await fetch(`${served.url}/api/auth/signout/everywhere`, { method: "POST", headers: { cookie: `session=${sessions[1]}`, "x-forwarded-for": nextClient() } });
    expect(everywhere.status).toBe(200);
    expect(await handle.db.select().from(authSessions).where(eq(authSessions.userId, leaver))).toEqual([]);
    expect((await viewerWith(sessions[2]!)).user).toBeNull();
    const notSignedIn = await post("/api/auth/signout/everywhere", {}, { cookie: `session=${sessions[2]}`, "x-forwarded-for": nextClient() });
    expect(notSignedIn.status).toBe(401);
  });
});
