import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { roleAllows } from "@/features/staff/domain/permissions";
import { appAccountDeps } from "@/features/subscription/server/app-account-deps";
import { CustomerFileView } from "@/features/support-proxy/components/customer-file-view";
import { loadCustomerFile } from "@/features/support-proxy/server/load-customer-file";
import type { DatabaseHandle } from "@/server/db/create-database";
import { emailOutbox } from "@/server/db/schema/email-outbox";
import { users } from "@/server/db/schema/quiz";
import { openAppDatabase } from "../../helpers/app-db";

/** The customer file's e-mail section as the support page renders it (docs/support-proxy.md). */
describe("the customer file's e-mails", () => {
  let handle: DatabaseHandle;
  let customerId = "";
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    handle = await openAppDatabase();
    const [customer] = await handle.db.insert(users).values({ email: "held.reader@example.com" }).returning({ uuid: users.uuid });
    customerId = customer!.uuid;
    const mail = { locale: "en", textBody: "text", htmlBody: "<p>html</p>" };
    const [held, sent, queued] = await handle.db
      .insert(emailOutbox)
      .values([
        { ...mail, kind: "sign-in", toAddress: "Held.Reader@example.com", subject: "Your sign-in code", status: "held", createdAt: new Date("2026-11-23T09:00:00Z") },
        { ...mail, kind: "receipt", toAddress: "held.reader@example.com", subject: "Your receipt", status: "sent", sentAt: new Date("2026-11-23T08:01:00Z"), createdAt: new Date("2026-11-23T08:00:00Z") },
        { ...mail, kind: "renewal-moved", toAddress: "held.reader@example.com", subject: "Next charge moved", status: "queued", createdAt: new Date("2026-11-23T07:00:00Z") },
      ])
      .returning({ id: emailOutbox.id });
    Object.assign(ids, { held: held!.id, sent: sent!.id, queued: queued!.id });
  }, 120_000);
  afterAll(async () => handle.close());

  it("lists each mail with its status in words — held is never 'sent' — and links to it in the outbox", async () => {
    const file = await loadCustomerFile(appAccountDeps(handle.db), customerId);
    // The support page's own decision: support (and admin) may read the outbox.
    const html = renderToStaticMarkup(createElement(CustomerFileView, { file: file!, canReadOutbox: roleAllows("support", "outbox:read") }));
    const section = /<section[^>]*data-testid="support-section-emails"[\s\S]*?<\/section>/.exec(html)![0];
    expect(section).not.toContain("E-mails sent");
    expect(section).toContain("E-mails (sent, held or waiting)");
    const items = [...section.matchAll(/<li[^>]*data-testid="support-email" data-status="(\w+)">([\s\S]*?)<\/li>/g)].map((m) => ({ status: m[1], body: m[2]! }));
    expect(items.map((item) => item.status)).toEqual(["held", "sent", "queued"]);
    expect(items[0]!.body).toContain("held — no mail server configured");
    expect(items[0]!.body).not.toMatch(/>sent</);
    expect(items[0]!.body).not.toContain("sent 2026");
    expect(items[1]!.body).toContain(">sent<");
    expect(items[1]!.body).toContain("sent 2026-11-23 08:01 UTC");
    expect(items[2]!.body).toContain("queued — waiting to be sent");
    expect(items.map((item) => /href="(\/mgmt\/outbox\/[0-9a-f-]{36})"/.exec(item.body)?.[1])).toEqual([`/mgmt/outbox/${ids.held}`, `/mgmt/outbox/${ids.sent}`, `/mgmt/outbox/${ids.queued}`]);
  });

  it("shows no outbox link to a role that may not read the outbox", async () => {
    const file = await loadCustomerFile(appAccountDeps(handle.db), customerId);
    const html = renderToStaticMarkup(createElement(CustomerFileView, { file: file!, canReadOutbox: roleAllows("analyst", "outbox:read") }));
    expect(html).toContain("held — no mail server configured");
    expect(html).not.toContain("/mgmt/outbox/");
  });
});
