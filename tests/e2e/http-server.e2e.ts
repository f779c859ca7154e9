import { expect, test } from "@playwright/test";

// Through the app's real server (scripts/server.mjs in front of the built app).

test("unknown API paths answer a JSON 404 for every method", async ({ request }) => {
  for (const method of ["GET", "POST", "DELETE"] as const) {
    const response = await request.fetch("/api/no/such/thing", { method, data: method === "GET" ? undefined : "{}" });
    expect(response.status()).toBe(404);
    expect(await response.json()).toEqual({ error: { code: "not_found", message: "There is no API at this address." } });
  }
});

test("a NUL character in a body answers 400 JSON, not a crash", async ({ request }) => {
  const response = await request.post("/api/events", {
    headers: { "Content-Type": "application/json" },
    data: '{"events":[{"name":"x\\u0000","time":1}]}',
  });
  expect(response.status()).toBe(400);
  expect(((await response.json()) as { error: { code: string } }).error.code).toBe("invalid_characters");
});

test("forged client addresses do not escape a rate limit", async ({ request }) => {
  const statuses: number[] = [];
  for (let i = 1; i <= 11; i++) {
    const response = await request.post("/api/send-slack-notification", {
      headers: { "X-Forwarded-For": `203.0.113.${i}`, "X-Pw-Client-Address": `198.51.100.${i}`, "Content-Type": "application/json" },
      data: { title: "T", messageText: "x" },
    });
    statuses.push(response.status());
  }
  expect(statuses.at(-1)).toBe(429);
});
