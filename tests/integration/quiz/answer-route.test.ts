import { afterAll, beforeAll, describe, expect, it } from "vitest";
// eslint-disable-next-line no-restricted-imports -- the test serves the route handler over real HTTP
import * as route from "@/app/api/quiz/[quizName]/[stepId]/route";
import type { DatabaseHandle } from "@/server/db/create-database";
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

function post(path: string, body: unknown, cookie?: string) {
  return fetch(`${served.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

describe("POST /api/quiz/{quizName}/{stepId}", () => {
  it("saves the answer, sets the visitor cookie and answers the next address", async () => {
    const response = await post("/api/quiz/fasting-mix-2968/step-gender", { locale: "de", answer: { value: "female" } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ next: "/de/fasting-mix-2968/step-age", nextStepId: "step-age" });
    expect(response.headers.get("set-cookie")).toMatch(/^proxy_user_id=[0-9a-f-]{36}; Path=\/; Max-Age=31536000/);
  });

  it("answers 4xx JSON errors for malformed bodies, invalid answers and unknown steps", async () => {
    const cookie = "proxy_user_id=3f0c7f0e-8d7e-4c55-9d0e-2f1d3c4b5a69";
    const malformed = await post("/api/quiz/fasting-mix-2968/step-gender", "{not json", cookie);
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).error.code).toBe("validation_failed");
    const invalid = await post("/api/quiz/fasting-mix-2968/step-weight", { answer: { unit: "kg", kg: "9" } }, cookie);
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({ error: { code: "invalid_answer", fields: { value: ["out_of_range"] } } });
    expect((await post("/api/quiz/nope-2968/step-gender", { answer: {} }, cookie)).status).toBe(404);
    expect((await post("/api/quiz/fasting-mix-2968/step-nope", { answer: {} }, cookie)).status).toBe(404);
    expect((await post("/api/quiz/Bad_Name/step-gender", { answer: {} }, cookie)).status).toBe(404);
  });
});
