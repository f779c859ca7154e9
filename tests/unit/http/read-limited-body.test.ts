import { describe, expect, it } from "vitest";
import { readLimitedBody } from "@/server/http/read-limited-body";
import { findUnsafeText, hasUnsafeText } from "@/server/http/unsafe-text";

/** A body that would send `total` bytes, counting how many the reader actually pulled. */
function endlessBody(total: number, headers: Record<string, string> = {}, chunk = 64 * 1024) {
  const seen = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (seen.pulled >= total) return controller.close();
      seen.pulled += chunk;
      controller.enqueue(new Uint8Array(chunk).fill(0x20));
    },
  }, { highWaterMark: 0 });
  return { seen, request: new Request("http://site.example/api/x", { method: "POST", headers, body: stream, duplex: "half" } as RequestInit) };
}

describe("a size-limited body", () => {
  it("refuses 10 MB without a length after reading just past the limit", async () => {
    const { seen, request } = endlessBody(10 * 1024 * 1024);
    expect(await readLimitedBody(request, 16 * 1024)).toEqual({ ok: false, reason: "too_large" });
    expect(seen.pulled).toBeLessThanOrEqual(2 * 64 * 1024);
  });

  it("refuses a declared Content-Length over the limit before reading anything", async () => {
    const { seen, request } = endlessBody(10 * 1024 * 1024, { "content-length": String(10 * 1024 * 1024) });
    expect(await readLimitedBody(request, 16 * 1024)).toEqual({ ok: false, reason: "too_large" });
    expect(seen.pulled).toBe(0);
  });

  it("reads a body within the limit, and refuses bytes that are not UTF-8", async () => {
    const post = (body: BodyInit) => new Request("http://site.example/", { method: "POST", body });
    expect(await readLimitedBody(post('{"a":"ü"}'), 100)).toEqual({ ok: true, text: '{"a":"ü"}' });
    expect(await readLimitedBody(post(new Uint8Array([0x7b, 0xff, 0x7d])), 100)).toEqual({ ok: false, reason: "invalid_utf8" });
  });

  it("says a body the client cut off while sending was aborted (not an outage, not a server error)", async () => {
    const cut = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"event":'));
        controller.error(Object.assign(new Error("aborted"), { code: "ECONNRESET" }));
      },
    });
    const request = new Request("http://site.example/", { method: "POST", body: cut, duplex: "half" } as RequestInit);
    expect(await readLimitedBody(request, 100)).toEqual({ ok: false, reason: "aborted" });
  });
});

describe("unsafe text", () => {
  it("finds NUL and lone surrogates, in raw text, nested values and keys, but allows real pairs", () => {
    expect(hasUnsafeText("a\u0000b")).toBe(true);
    expect(hasUnsafeText("a\uD800b")).toBe(true);
    expect(hasUnsafeText("\uDC00")).toBe(true);
    expect(hasUnsafeText("emoji 😀 ok")).toBe(false);
    expect(findUnsafeText(JSON.parse('{"a":[1,{"b":"x\\u0000"}]}'))).toEqual(["a", 1, "b"]);
    expect(findUnsafeText(JSON.parse('{"k\\udfff":1}'))).toEqual(["k\uDFFF"]);
    expect(findUnsafeText({ a: ["fine", 1, null, true] })).toBeNull();
  });
});
