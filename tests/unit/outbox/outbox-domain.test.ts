import { describe, expect, it } from "vitest";
import { mailPreviewDocument, mailPreviewPolicy } from "@/features/outbox/domain/mail-preview";
import { isOutboxMailId, outboxListHref, parseOutboxQuery } from "@/features/outbox/domain/outbox-query";

const guard = `<meta http-equiv="Content-Security-Policy" content="${mailPreviewPolicy}"><base target="_blank">`;

describe("the mail preview document", () => {
  it("puts the policy and the link target first in the mail's own head", () => {
    expect(mailPreviewDocument(`<!doctype html><html lang="ar" dir="rtl"><head><title>t</title></head><body>x</body></html>`)).toBe(
      `<!doctype html><html lang="ar" dir="rtl"><head>${guard}<title>t</title></head><body>x</body></html>`,
    );
    expect(mailPreviewDocument(`<HTML><HEAD lang="en"></HEAD></HTML>`)).toBe(`<HTML><HEAD lang="en">${guard}</HEAD></HTML>`);
  });

  it("gives a head to a document without one, and wraps a fragment", () => {
    expect(mailPreviewDocument(`<html><body>x</body></html>`)).toBe(`<html><head>${guard}</head><body>x</body></html>`);
    expect(mailPreviewDocument(`<p>x</p>`)).toBe(`<!doctype html><html><head>${guard}</head><body><p>x</p></body></html>`);
  });

  it("loads nothing from elsewhere and submits nothing", () => {
    expect(mailPreviewPolicy).toContain("default-src 'none'");
    expect(mailPreviewPolicy).toContain("img-src data:");
    expect(mailPreviewPolicy).toContain("form-action 'none'");
    expect(mailPreviewPolicy).not.toMatch(/script-src|https?:/);
  });
});

describe("the outbox list's query", () => {
  it("keeps a trimmed search and a page cursor that is a mail id", () => {
    const id = "3F2504E0-4F89-41D3-9A0C-0305E82C3301";
    expect(parseOutboxQuery({ email: "  Ana@Example.com ", before: id })).toEqual({ email: "Ana@Example.com", before: id.toLowerCase() });
    expect(parseOutboxQuery({ email: ["a@b.c", "x"], before: "1; drop table" })).toEqual({ email: "a@b.c" });
    expect(parseOutboxQuery({ email: "   " })).toEqual({});
    expect(parseOutboxQuery({ email: "x".repeat(400) }).email).toHaveLength(254);
  });

  it("writes a page's address with the search kept", () => {
    expect(outboxListHref({})).toBe("/mgmt/outbox");
    expect(outboxListHref({ email: "ana+1@example.com", before: "3f2504e0-4f89-41d3-9a0c-0305e82c3301" })).toBe(
      "/mgmt/outbox?email=ana%2B1%40example.com&before=3f2504e0-4f89-41d3-9a0c-0305e82c3301",
    );
    expect(isOutboxMailId("3f2504e0-4f89-41d3-9a0c-0305e82c3301")).toBe(true);
    expect(isOutboxMailId("../etc")).toBe(false);
  });
});
