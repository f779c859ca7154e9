import { readFileSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { expect, test } from "@playwright/test";

// Attacks on server actions through the app's real server (scripts/server.mjs in front of the
// built app): the proxy answers them 4xx before Next.js decodes anything (docs/http.md,
// "Server actions"). Node's fetch, not the browser's: browsers would not send these requests.

type Manifest = { node: Record<string, { workers: Record<string, unknown>; exportedName?: string }> };

/** The id of the contact form's action in this build (the contact page posts it). */
function contactActionId(): string {
  const manifest = JSON.parse(readFileSync(path.resolve(".next/server/server-reference-manifest.json"), "utf8")) as Manifest;
  const entries = Object.entries(manifest.node).filter(([, entry]) => Object.keys(entry.workers).some((worker) => worker.includes("/contact/page")));
  const id = (entries.find(([, entry]) => entry.exportedName === "sendContactMessage") ?? entries[0])?.[0];
  if (!id) throw new Error("The build has no action on the contact page.");
  return id;
}

const nested = (depth: number) => "[".repeat(depth) + "]".repeat(depth);
type Answer = { status: number; code: string | undefined; ms: number };

test.describe("server actions refuse hostile posts with 4xx, never 500", () => {
  // The server of playwright.config.ts.
  const base = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;
  let actionId = "";
  let client = 0;
  test.beforeAll(() => {
    actionId = contactActionId();
  });

  async function postAction(body: BodyInit, headers: Record<string, string> = {}, withAction = true): Promise<Answer> {
    const started = performance.now();
    const response = await fetch(`${base}/contact`, {
      method: "POST",
      headers: {
        ...(withAction ? { "next-action": actionId } : {}),
        "content-type": "text/plain;charset=UTF-8",
        origin: base,
        "x-forwarded-for": `203.0.113.${++client}`,
        ...headers,
      },
      body,
    });
    const ms = performance.now() - started;
    const text = await response.text();
    let code: string | undefined;
    try {
      code = (JSON.parse(text) as { error?: { code?: string } }).error?.code;
    } catch {
      code = undefined;
    }
    return { status: response.status, code, ms };
  }

  test("another site's Origin, an empty one, null, or Sec-Fetch-Site: cross-site: 403 cross_site", async () => {
    const args = JSON.stringify([{ name: "A", email: "a@example.com", message: "Hello there, this is long enough." }]);
    const attacks: Record<string, string>[] = [{ origin: "https://attacker.example" }, { origin: "" }, { origin: "null" }, { "sec-fetch-site": "cross-site" }];
    for (const headers of attacks) {
      const answer = await postAction(args, headers);
      expect([JSON.stringify(headers), answer.status, answer.code]).toEqual([JSON.stringify(headers), 403, "cross_site"]);
    }
    // The same refusal for a plain form post (no JavaScript: no Next-Action header).
    const form = new FormData();
    form.set(`$ACTION_ID_${actionId}`, "");
    const plain = await fetch(`${base}/contact`, { method: "POST", headers: { origin: "https://attacker.example" }, body: form });
    expect(plain.status).toBe(403);
  });

  test("a 60 KB and a 900 KB nested body: 4xx at once; depth 8,000: 400 too_deep", async () => {
    const sixty = await postAction(nested(30_000));
    const nineHundred = await postAction(nested(450_000));
    const eightThousand = await postAction(nested(8_000));
    console.info(`server action, 60 KB nested: ${sixty.status} ${sixty.code} in ${sixty.ms.toFixed(1)} ms`);
    console.info(`server action, 900 KB nested: ${nineHundred.status} ${nineHundred.code} in ${nineHundred.ms.toFixed(1)} ms`);
    console.info(`server action, depth 8,000: ${eightThousand.status} ${eightThousand.code} in ${eightThousand.ms.toFixed(1)} ms`);
    expect([sixty.status, sixty.code]).toEqual([400, "too_deep"]);
    expect([nineHundred.status, nineHundred.code]).toEqual([413, "payload_too_large"]);
    expect([eightThousand.status, eightThousand.code]).toEqual([400, "too_deep"]);
    // Nested inside a multipart form field, with or without the Next-Action header.
    for (const withAction of [true, false]) {
      const form = new FormData();
      form.set("0", JSON.stringify([`$K1`]));
      form.set("1_message", nested(5_000));
      if (!withAction) form.set(`$ACTION_ID_${actionId}`, "");
      const response = await fetch(`${base}/contact`, { method: "POST", headers: { origin: base, ...(withAction ? { "next-action": actionId } : {}) }, body: form });
      expect(response.status).toBe(400);
    }
  });

  test("a body Next.js cannot decode: 400, not 500", async () => {
    for (const body of ["not json", '{"a":1}', "", "[1,"]) {
      const answer = await postAction(body);
      expect([body, answer.status]).toEqual([body, 400]);
    }
    const broken = await fetch(`${base}/contact`, {
      method: "POST",
      headers: { origin: base, "next-action": actionId, "content-type": "multipart/form-data; boundary=nope" },
      body: "--else\r\n",
    });
    expect(broken.status).toBe(400);
  });

  test("/api/health answers while nested bodies arrive at /api/events and at an action", async () => {
    const attack = [
      ...Array.from({ length: 12 }, (_, i) =>
        fetch(`${base}/api/events`, { method: "POST", headers: { "content-type": "application/json", "x-forwarded-for": `198.51.100.${i + 1}` }, body: nested(30_000) }).then((r) => r.status),
      ),
      ...Array.from({ length: 12 }, () => postAction(nested(30_000)).then((answer) => answer.status)),
    ];
    const started = performance.now();
    const health = await fetch(`${base}/api/health`);
    const ms = performance.now() - started;
    const statuses = await Promise.all(attack);
    console.info(`/api/health during 24 nested 60 KB bodies: ${health.status} in ${ms.toFixed(1)} ms`);
    expect(health.status).toBe(200);
    expect(new Set(statuses)).toEqual(new Set([400]));
  });
});
