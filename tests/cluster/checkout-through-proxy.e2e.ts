import { expect, test } from "@playwright/test";
import { buyPlan, signInWithCode } from "../e2e/account-helpers";
import { rateLimitKeys } from "./cluster-database";

/** What the visitor puts in X-Forwarded-For themselves: never to be taken as their address. */
const forgedAddress = "203.0.113.7";

test("a visitor buys and signs in through nginx over https, served by both instances in turn", async ({
  page,
  context,
  baseURL,
}) => {
  // nginx's X-Upstream lists every instance it tried; the last one answered.
  const upstreams: string[] = [];
  page.on("response", (response) => {
    const tried = response.headers()["x-upstream"];
    if (tried && response.url().startsWith(baseURL!))
      upstreams.push(tried.split(",").pop()!.trim());
  });
  await context.setExtraHTTPHeaders({ "x-forwarded-for": forgedAddress });

  const landing = await page.goto("/");
  // The app knows the visitor came over https: only then does it pin https.
  expect(landing?.headers()["strict-transport-security"]).toContain("max-age=");

  const email = `cluster-${Date.now()}@example.com`;
  await buyPlan(page, email);
  await signInWithCode(page, email);

  // https came through: the sign-in session and the quiz session are Secure cookies.
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === "session")).toMatchObject({
    secure: true,
    httpOnly: true,
  });
  expect(cookies.find((cookie) => cookie.name === "quiz_session")).toMatchObject({ secure: true });

  // Both instances answered, taking turns (nginx's round-robin): neither served most of it alone.
  const perInstance = new Map<string, number>();
  for (const upstream of upstreams) perInstance.set(upstream, (perInstance.get(upstream) ?? 0) + 1);
  console.log(
    `requests per instance: ${[...perInstance].map(([upstream, n]) => `${upstream} ${n}`).join(", ")}`,
  );
  expect([...perInstance.keys()].sort()).toEqual([
    expect.stringMatching(/^127\.0\.0\.1:\d+$/),
    expect.stringMatching(/^127\.0\.0\.1:\d+$/),
  ]);
  for (const count of perInstance.values()) expect(count).toBeGreaterThan(upstreams.length / 4);

  // The client address came through: the app counted the visitor as 127.0.0.1 (nginx's own
  // address is 127.0.0.2), never as the address the visitor wrote into X-Forwarded-For.
  const keys = await rateLimitKeys();
  expect(keys.some((key) => key.endsWith(":127.0.0.1"))).toBe(true);
  expect(
    keys.filter(
      (key) =>
        key.includes(forgedAddress) || key.endsWith(":127.0.0.2") || key.endsWith(":unknown"),
    ),
  ).toEqual([]);
});
