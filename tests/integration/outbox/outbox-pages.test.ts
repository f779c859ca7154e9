import { isValidElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
// eslint-disable-next-line no-restricted-imports -- the test renders the real outbox pages
import OutboxMailPage from "@/app/mgmt/outbox/[id]/page";
// eslint-disable-next-line no-restricted-imports -- the test renders the real outbox pages
import OutboxPage from "@/app/mgmt/outbox/page";
import { listAudit } from "@/features/staff/server/record-audit";
import type { DatabaseHandle } from "@/server/db/create-database";
import { emailOutbox } from "@/server/db/schema/email-outbox";
import { openAppDatabase } from "../../helpers/app-db";
import { makePrincipals, type Principal } from "../staff/staff-principals";

// The pages read the request's cookies through next/headers; the test hands them a real staff session.
const request = vi.hoisted(() => ({ cookie: "" }));
vi.mock("next/headers", async (original) => ({
  ...(await original<object>()),
  headers: async () => new Headers({ cookie: request.cookie, "user-agent": "outbox-test" }),
}));

type Answer = { status: number; html: string; location?: string };

/** Renders a page as the signed-in principal: its HTML, or the status Next.js would answer. */
async function answer(render: () => Promise<unknown>): Promise<Answer> {
  try {
    const element = await render();
    if (!isValidElement(element)) throw new Error("the page gave no element");
    return { status: 200, html: renderToStaticMarkup(element as ReactElement) };
  } catch (error) {
    const digest = String((error as { digest?: unknown }).digest ?? "");
    const redirect = /^NEXT_REDIRECT;\w+;([^;]+);(\d+);/.exec(digest);
    if (redirect) return { status: Number(redirect[2]), html: "", location: redirect[1] };
    if (digest.endsWith(";404")) return { status: 404, html: "" };
    if (digest.endsWith(";403")) return { status: 403, html: "" };
    throw error;
  }
}
const openList = (query: Record<string, string> = {}) => answer(() => OutboxPage({ searchParams: Promise.resolve(query) } as never));
const openMail = (id: string) => answer(() => OutboxMailPage({ params: Promise.resolve({ id }) } as never));
const rowsOf = (html: string) => [...html.matchAll(/<li data-testid="outbox-row" data-status="(\w+)"><a [^>]*href="\/mgmt\/outbox\/([0-9a-f-]{36})"/g)].map((m) => ({ status: m[1]!, id: m[2]! }));
const unescape = (html: string) => html.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&amp;/g, "&");

const signInText = "Hello Ana,\n\n  Your sign-in code: 482913\n\nhttps://platewise.example/api/auth/signin/link?token=t0k&x=1\n";
const hostileHtml = `<!doctype html><html lang="en"><head><title>x</title></head><body><p onclick="alert(1)">Hi</p><script>alert(2)</script><img src="https://tracker.example/pixel.gif"></body></html>`;

describe("the outbox for staff", () => {
  let handle: DatabaseHandle;
  const roles = new Map<string, Principal>();
  const ids: Record<string, string> = {};
  const base = Date.UTC(2026, 10, 23, 9, 0, 0);

  beforeAll(async () => {
    process.env.__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS = "true"; // as next.config's authInterrupts sets it
    handle = await openAppDatabase();
    for (const principal of await makePrincipals(handle.db)) roles.set(principal.name, principal);
    const mail = (values: Partial<typeof emailOutbox.$inferInsert> & { toAddress: string; subject: string }, minutes: number) => ({
      kind: "receipt",
      locale: "en",
      textBody: "Thank you.",
      htmlBody: "<p>Thank you.</p>",
      createdAt: new Date(base + minutes * 60_000),
      ...values,
    });
    const filler = Array.from({ length: 52 }, (_, i) => mail({ toAddress: `filler${i}@example.net`, subject: `Filler ${i}`, status: "sent", sentAt: new Date(base) }, -100 + i));
    await handle.db.insert(emailOutbox).values(filler);
    const [receipt, signIn, failed] = await handle.db
      .insert(emailOutbox)
      .values([
        mail({ toAddress: "Ana.Buyer@Example.com", subject: "Your receipt", status: "sent", sentAt: new Date(base + 60_000), attempts: 1 }, 1),
        mail({ kind: "sign-in", toAddress: "ana.buyer@example.com", subject: "Your sign-in code", status: "held", textBody: signInText, htmlBody: hostileHtml }, 2),
        mail({ toAddress: "bob@example.com", subject: "Bob's receipt", status: "failed", attempts: 2, lastError: "451 Mailbox busy" }, 3),
      ])
      .returning({ id: emailOutbox.id });
    Object.assign(ids, { receipt: receipt!.id, signIn: signIn!.id, failed: failed!.id });
  }, 120_000);
  afterAll(async () => handle.close());

  const as = async (role: string) => {
    request.cookie = await roles.get(role)!.cookie();
  };

  it("lists every mail for support, newest first, with its status in words, 50 to a page", async () => {
    await as("support");
    const page = await openList();
    expect(page.status).toBe(200);
    const rows = rowsOf(page.html);
    expect(rows).toHaveLength(50);
    expect(rows.slice(0, 3)).toEqual([
      { status: "failed", id: ids.failed },
      { status: "held", id: ids.signIn },
      { status: "sent", id: ids.receipt },
    ]);
    expect(page.html).toContain("held — no mail server configured");
    expect(page.html).toContain('data-testid="outbox-no-smtp"');
    // The held mail's row never calls it sent.
    const heldRow = /<li data-testid="outbox-row" data-status="held">[\s\S]*?<\/li>/.exec(page.html)![0];
    expect(heldRow).not.toMatch(/>sent</);
    const older = /href="(\/mgmt\/outbox\?before=[0-9a-f-]{36})"/.exec(page.html)?.[1];
    expect(older).toBeDefined();
    const next = await openList({ before: older!.split("=")[1]! });
    expect(rowsOf(next.html)).toHaveLength(5);
    expect(new Set([...rows, ...rowsOf(next.html)].map((row) => row.id)).size).toBe(55);
  });

  it("finds the mails to an address, ignoring case", async () => {
    await as("support");
    const page = await openList({ email: "ANA.buyer@example.COM" });
    expect(rowsOf(page.html).map((row) => row.id)).toEqual([ids.signIn, ids.receipt]);
    expect(page.html).toContain('value="ANA.buyer@example.COM"');
    expect(rowsOf((await openList({ email: "nobody@example.com" })).html)).toEqual([]);
  });

  it("shows one mail's text as written and its HTML in a sandbox, and audits who read it without the body", async () => {
    await as("support");
    const page = await openMail(ids.signIn!);
    expect(page.status).toBe(200);
    const text = /<pre[^>]*data-testid="outbox-mail-text"[^>]*>([\s\S]*?)<\/pre>/.exec(page.html)?.[1];
    expect(unescape(text!)).toBe(signInText);
    expect(page.html).toMatch(/data-testid="outbox-mail-status" data-status="held">held — no mail server configured</);
    const frame = /<iframe[^>]*>/.exec(page.html)![0];
    expect(frame).toContain('sandbox=""');
    expect(frame).not.toContain("allow-");
    const srcdoc = unescape(/srcDoc="([^"]*)"|srcdoc="([^"]*)"/i.exec(frame)!.slice(1).find(Boolean)!);
    expect(srcdoc).toContain(`<head><meta http-equiv="Content-Security-Policy" content="default-src 'none';`);
    expect(srcdoc).toContain('<base target="_blank">');
    expect(srcdoc).toContain("<script>alert(2)</script>"); // shown as stored, but the sandbox runs no script
    expect(page.html).not.toContain("<script>alert(2)</script>");

    const audit = await listAudit(handle.db, "email_outbox", ids.signIn!);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "outbox.read", staffEmail: "sweep-support@platewise.test", entityId: ids.signIn });
    const stored = JSON.stringify(audit[0]);
    expect(stored).not.toContain("482913");
    expect(stored).not.toContain("ana.buyer");
    expect(stored).toContain("held");
  });

  it("lets admin read too; unknown or malformed ids are not found and audit nothing", async () => {
    await as("admin");
    expect((await openList()).status).toBe(200);
    const failed = await openMail(ids.failed!);
    expect(failed.html).toContain("failed — will be retried");
    expect(failed.html).toContain("451 Mailbox busy");
    expect((await listAudit(handle.db, "email_outbox", ids.failed!))[0]?.staffEmail).toBe("sweep-admin@platewise.test");
    expect((await openMail("00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await openMail("not-a-mail")).status).toBe(404);
    expect(await listAudit(handle.db, "email_outbox", "00000000-0000-4000-8000-000000000000")).toEqual([]);
  });

  it("refuses analyst and growth (403) without reading or auditing, and sends visitors to sign in", async () => {
    for (const role of ["analyst", "growth", "customer"]) {
      await as(role);
      const list = await openList();
      const mail = await openMail(ids.receipt!);
      if (role === "customer") {
        expect([list.status, list.location]).toEqual([307, "/mgmt/signin?next=%2Fmgmt%2Foutbox"]);
        expect([mail.status, mail.location]).toEqual([307, `/mgmt/signin?next=${encodeURIComponent(`/mgmt/outbox/${ids.receipt}`)}`]);
      } else {
        expect([list.status, mail.status], role).toEqual([403, 403]);
      }
    }
    expect(await listAudit(handle.db, "email_outbox", ids.receipt!)).toEqual([]);
  });
});
