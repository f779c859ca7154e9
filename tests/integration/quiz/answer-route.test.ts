import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
// eslint-disable-next-line no-restricted-imports -- the test serves the route handler over real HTTP
import * as route from "@/app/api/quiz/[quizName]/[stepId]/route";
import { findQuizSession } from "@/features/quiz/server/quiz-session-store";
import { hashQuizSessionToken } from "@/features/quiz/server/quiz-session-token";
import type { DatabaseHandle } from "@/server/db/create-database";
import { quizSessions } from "@/server/db/schema/quiz";
import { openAppDatabase } from "../../helpers/app-db";
import { serveRoutes, type RouteHandler, type ServedRoutes } from "../../helpers/serve-route";

let handle: DatabaseHandle;
let served: ServedRoutes;
beforeAll(async () => {
  handle = await openAppDatabase();
  served = await serveRoutes([{ path: "/api/quiz/[quizName]/[stepId]", handlers: { POST: route.POST as unknown as RouteHandler } }]);
});
afterAll(async () => {
  await served?.close();
  await handle?.close();
});

function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${served.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}
const gender = (value: string) => ({ locale: "en", answer: { value } });
/** The quiz_session token a response issued, or null. */
function issuedToken(response: Response): string | null {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith("quiz_session="));
  return cookie ? cookie.slice("quiz_session=".length).split(";")[0]! : null;
}
const sessionsOf = (proxyUserId: string) => handle.db.select().from(quizSessions).where(eq(quizSessions.proxyUserId, proxyUserId));

describe("POST /api/quiz/{quizName}/{stepId}", () => {
  it("saves the first answer and issues an HttpOnly quiz_session cookie; only its hash is stored", async () => {
    const response = await post("/api/quiz/fasting-mix-2968/step-gender", { locale: "de", answer: { value: "female" } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ next: "/de/fasting-mix-2968/step-age", nextStepId: "step-age" });
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith("quiz_session="))!;
    expect(cookie).toMatch(/^quiz_session=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=2592000; HttpOnly; SameSite=Lax$/);
    const token = issuedToken(response)!;
    const [row] = await handle.db.select().from(quizSessions).where(eq(quizSessions.sessionTokenHash, hashQuizSessionToken(token)));
    expect(row?.answers).toEqual({ "step-gender": "female" });
    expect(JSON.stringify(row)).not.toContain(token);

    const secure = await post("/api/quiz/fasting-mix-2968/step-gender", gender("male"), { "x-forwarded-proto": "https", "x-pw-secure": "1" });
    expect(issuedToken(secure)).not.toBeNull();
    expect(secure.headers.getSetCookie().join()).toMatch(/HttpOnly; SameSite=Lax; Secure/);
    const again = await post("/api/quiz/fasting-mix-2968/step-age", { answer: { value: "30-39" } }, { cookie: `quiz_session=${token}` });
    expect(again.status).toBe(200);
    expect(issuedToken(again)).toBeNull();
  });

  it("a visitor carrying someone else's proxy_user_id reaches none of their answers", async () => {
    const shared = randomUUID();
    const a = await post("/api/quiz/fasting-mix-2968/step-gender", gender("female"), { cookie: `proxy_user_id=${shared}` });
    const tokenA = issuedToken(a)!;
    await post("/api/quiz/fasting-mix-2968/step-age", { answer: { value: "40-49" } }, { cookie: `proxy_user_id=${shared}; quiz_session=${tokenA}` });

    // B, with A's visitor id, continues "A's" quiz: the step is not open, since B has no answers.
    const b = await post("/api/quiz/fasting-mix-2968/step-goal", { answer: { value: "lose-weight" } }, { cookie: `proxy_user_id=${shared}` });
    expect(b.status).toBe(409);
    const started = await post("/api/quiz/fasting-mix-2968/step-gender", gender("male"), { cookie: `proxy_user_id=${shared}` });
    const tokenB = issuedToken(started)!;
    expect(tokenB).not.toBe(tokenA);
    expect((await findQuizSession(handle.db, hashQuizSessionToken(tokenB), "fasting-mix-2968"))?.answers).toEqual({ "step-gender": "male" });
    expect((await findQuizSession(handle.db, hashQuizSessionToken(tokenA), "fasting-mix-2968"))?.answers).toEqual({
      "step-gender": "female",
      "step-age": "40-49",
    });
    expect(await sessionsOf(shared)).toHaveLength(2);
  });

  it("posting to a late step first answers 409 step_out_of_order and saves nothing", async () => {
    const visitor = randomUUID();
    const first = await post("/api/quiz/fasting-mix-2968/step-weight", { answer: { unit: "kg", kg: "80" } }, { cookie: `proxy_user_id=${visitor}` });
    expect(first.status).toBe(409);
    expect(await first.json()).toMatchObject({ error: { code: "step_out_of_order", expectedStepId: "step-gender", next: "/fasting-mix-2968/step-gender" } });
    expect(issuedToken(first)).toBeNull();
    expect(await sessionsOf(visitor)).toHaveLength(0);

    const token = issuedToken(await post("/api/quiz/fasting-mix-2968/step-gender", gender("female"), { cookie: `proxy_user_id=${visitor}` }))!;
    const skip = await post("/api/quiz/fasting-mix-2968/step-email", { answer: { email: "skip@example.com" } }, { cookie: `quiz_session=${token}` });
    expect(skip.status).toBe(409);
    expect((await skip.json()).error.expectedStepId).toBe("step-age");
    const [row] = await sessionsOf(visitor);
    expect(row).toMatchObject({ answers: { "step-gender": "female" }, history: ["step-gender", "step-age"], unverifiedEmail: null });
  });

  it("an answer with a NUL character or a lone surrogate is refused with 400 invalid_characters, nothing saved", async () => {
    const visitor = randomUUID();
    const cookie = `proxy_user_id=${visitor}`;
    const nul = await post("/api/quiz/fasting-mix-2968/step-gender", gender("fe\u0000male"), { cookie });
    expect(nul.status).toBe(400);
    expect((await nul.json()).error.code).toBe("invalid_characters");
    const lone = await post("/api/quiz/fasting-mix-2968/step-gender", '{"answer":{"value":"\\ud800"}}', { cookie });
    expect(lone.status).toBe(400);
    expect((await lone.json()).error.code).toBe("invalid_characters");
    const inKey = await post("/api/quiz/fasting-mix-2968/step-gender", '{"answer":{"va\\u0000lue":"female"}}', { cookie });
    expect(inKey.status).toBe(400);
    expect(await sessionsOf(visitor)).toHaveLength(0);
  });

  it("answers 4xx JSON errors for malformed bodies, invalid answers and unknown steps", async () => {
    const malformed = await post("/api/quiz/fasting-mix-2968/step-gender", "{not json");
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).error.code).toBe("invalid_json");
    const invalid = await post("/api/quiz/fasting-mix-2968/step-gender", { answer: { value: "robot" } });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({ error: { code: "invalid_answer", fields: { value: ["invalid_option"] } } });
    expect((await post("/api/quiz/nope-2968/step-gender", { answer: {} })).status).toBe(404);
    expect((await post("/api/quiz/fasting-mix-2968/step-nope", { answer: {} })).status).toBe(404);
    expect((await post("/api/quiz/Bad_Name/step-gender", { answer: {} })).status).toBe(404);
  });
});
