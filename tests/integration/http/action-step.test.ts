import { performance } from "node:perf_hooks";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/server/db/create-database";
import { actionRefusal } from "@/server/proxy/action-step";
import { openAppDatabase } from "../../helpers/app-db";

const site = "http://127.0.0.1:3000";
const nested = (depth: number) => "[".repeat(depth) + "]".repeat(depth);
type Answer = { status: number; code: string | undefined; ms: number } | null;

/**
 * The proxy's action step on the requests Next.js hands it (a NextRequest whose body it may
 * read from a copy): every hostile post to a page is answered 4xx before Next.js decodes it.
 * The same attacks through the built app: tests/e2e/action-attacks.e2e.ts.
 */
describe("the proxy's server-action step", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openAppDatabase(); // the refusals are logged; nothing is stored
  }, 180_000);
  afterAll(async () => {
    await handle.close();
  });

  async function post(body: BodyInit | null, headers: Record<string, string> = {}, stream = false): Promise<Answer> {
    const init: NonNullable<ConstructorParameters<typeof NextRequest>[1]> & { duplex: "half" } = {
      method: "POST",
      headers: { host: "127.0.0.1:3000", origin: site, "next-action": "7f00", "content-type": "text/plain;charset=UTF-8", ...headers },
      body: stream && typeof body === "string" ? new Blob([body]).stream() : body,
      duplex: "half",
    };
    const request = new NextRequest(`${site}/contact`, init);
    const started = performance.now();
    const refusal = await actionRefusal(request);
    const ms = performance.now() - started;
    if (!refusal) return null;
    return { status: refusal.status, code: ((await refusal.json()) as { error?: { code?: string } }).error?.code, ms };
  }

  /** A post carrying a multipart form (its own boundary), as React sends FormData arguments. */
  const formPost = (form: FormData, withAction = true) =>
    new NextRequest(`${site}/contact`, { method: "POST", headers: { host: "127.0.0.1:3000", origin: site, ...(withAction ? { "next-action": "7f00" } : {}) }, body: form });

  it("lets the site's own action through, and a request without Origin (not a browser)", async () => {
    expect(await post(JSON.stringify([{ name: "A" }]))).toBeNull();
    const noOrigin = new NextRequest(`${site}/contact`, { method: "POST", headers: { host: "127.0.0.1:3000", "next-action": "7f00", "content-type": "text/plain" }, body: "[]" });
    expect(await actionRefusal(noOrigin)).toBeNull();
    const form = new FormData();
    form.set("0", JSON.stringify(["$K1"]));
    form.set("1_message", "Hello [there]");
    expect(await actionRefusal(formPost(form))).toBeNull();
  });

  it("another site's, an empty, a null or a malformed Origin, or Sec-Fetch-Site: cross-site: 403 cross_site", async () => {
    const attacks: Record<string, string>[] = [{ origin: "https://attacker.example" }, { origin: "" }, { origin: "null" }, { origin: "127.0.0.1:3000" }, { "sec-fetch-site": "cross-site" }];
    for (const headers of attacks) expect([headers, await post("[]", headers)]).toEqual([headers, expect.objectContaining({ status: 403, code: "cross_site" })]);
  });

  it("60 KB nested: 400 too_deep; 900 KB declared or streamed: 413; depth 8,000: 400", async () => {
    const sixty = await post(nested(30_000));
    const declared = await post(nested(450_000));
    const streamed = await post(nested(450_000), {}, true);
    const eightThousand = await post(nested(8_000));
    console.info(`action step, 60 KB nested: ${sixty?.status} ${sixty?.code} in ${sixty?.ms.toFixed(1)} ms`);
    console.info(`action step, 900 KB nested (Content-Length): ${declared?.status} ${declared?.code} in ${declared?.ms.toFixed(1)} ms`);
    console.info(`action step, 900 KB nested (streamed): ${streamed?.status} ${streamed?.code} in ${streamed?.ms.toFixed(1)} ms`);
    expect(sixty).toMatchObject({ status: 400, code: "too_deep" });
    expect(declared).toMatchObject({ status: 413, code: "payload_too_large" });
    expect(streamed).toMatchObject({ status: 413, code: "payload_too_large" });
    expect(eightThousand).toMatchObject({ status: 400, code: "too_deep" });
  });

  it("a multipart field nested too deep, with or without Next-Action: 400 too_deep", async () => {
    for (const withAction of [true, false]) {
      const form = new FormData();
      form.set("0", JSON.stringify(["$K1"]));
      form.set("1_message", nested(5_000));
      expect((await actionRefusal(formPost(form, withAction)))?.status).toBe(400);
    }
  });

  it("arguments Next.js could not decode: 400, not 500", async () => {
    for (const body of ["not json", '{"a":1}', "", "[1,"]) expect([body, (await post(body))?.status]).toEqual([body, 400]);
    const broken = await post("--else\r\n", { "content-type": "multipart/form-data; boundary=nope" });
    expect(broken?.status).toBe(400);
  });

  it("reads nothing of a GET", async () => {
    expect(await actionRefusal(new NextRequest(`${site}/contact`, { headers: { origin: "https://attacker.example" } }))).toBeNull();
  });
});
