import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
// eslint-disable-next-line no-restricted-imports -- the test serves the route handler over real HTTP
import * as route from "@/app/api/quiz/[quizName]/[stepId]/route";
import { resetEnvCache } from "@/env";
import { demoFunnels } from "@/features/quiz/data/demo-funnels";
import { answerInContext } from "@/features/quiz/server/answer-in-context";
import { publishFunnel, saveFunnelDraft } from "@/features/quiz/server/funnel-store";
import { findQuizSession } from "@/features/quiz/server/quiz-session-store";
import { hashQuizSessionToken, newQuizSessionToken } from "@/features/quiz/server/quiz-session-token";
import type { DatabaseHandle } from "@/server/db/create-database";
import { renderRequestHeaders, resolvePageRequest } from "@/server/proxy/context-step";
import { requestContextKey } from "@/server/request-context/context-key";
import { openContext, requestContextHeader } from "@/server/request-context/context-seal";
import { openAppDatabase } from "../../helpers/app-db";
import { serveRoutes, type RouteHandler, type ServedRoutes } from "../../helpers/serve-route";

/*
 * The step form (a post to the page, through the proxy, answered by the server action) and the
 * JSON quiz API must never branch differently for the same visitor: a visitor who could get
 * another path through the API than through the form could skip steps an experiment, a
 * country rule or a campaign rule puts in their way. The form side runs the proxy's context
 * step (resolution and signed hand-over) and the action's step resolver on the context the
 * render opens; the API side is the route over real HTTP.
 */
const funnelName = "context-branching-test";
const base = demoFunnels[1]!;
const funnel = {
  ...base,
  name: funnelName,
  aliases: [],
  steps: base.steps.map((step) =>
    step.id === "step-gender"
      ? {
          ...step,
          next: [
            { condition: "country in ['DE', 'AT']", stepId: "step-goal" },
            { condition: "attribution.utm_source == 'fb'", stepId: "step-fasting-experience" },
          ],
        }
      : step,
  ),
};

let handle: DatabaseHandle;
let served: ServedRoutes;
beforeAll(async () => {
  process.env.GEO_COUNTRY_HEADER = "x-test-geo-country";
  resetEnvCache();
  handle = await openAppDatabase();
  await saveFunnelDraft(handle.db, funnel);
  await publishFunnel(handle.db, funnelName);
  served = await serveRoutes([{ path: "/api/quiz/[quizName]/[stepId]", handlers: { POST: route.POST as unknown as RouteHandler } }]);
});
afterAll(async () => {
  delete process.env.GEO_COUNTRY_HEADER;
  resetEnvCache();
  await served?.close();
  await handle?.close();
});

type Visitor = { cookie: string; headers?: Record<string, string>; query?: string };

async function throughForm(visitor: Visitor, token: string) {
  const request = new NextRequest(`http://localhost/de/${funnelName}/step-gender${visitor.query ?? ""}`, {
    method: "POST",
    headers: { cookie: `${visitor.cookie}; quiz_session=${token}`, ...visitor.headers },
  });
  const { context: resolved } = await resolvePageRequest(request);
  const handed = renderRequestHeaders(request, resolved).get(requestContextHeader);
  const context = openContext(handed, requestContextKey());
  expect(context).not.toBeNull();
  const result = await answerInContext(handle.db, context!, {
    route: { shape: "standard", quizName: funnelName },
    stepId: "step-gender",
    raw: { value: "female" },
    locale: "de",
    sessionToken: token,
  });
  return result.kind === "saved" ? `/de${result.path}` : result.kind;
}

async function throughApi(visitor: Visitor, token: string) {
  const response = await fetch(`${served.url}/api/quiz/${funnelName}/step-gender${visitor.query ?? ""}`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: `${visitor.cookie}; quiz_session=${token}`, ...visitor.headers },
    body: JSON.stringify({ locale: "de", answer: { value: "female" } }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { next: string }).next;
}

const session = async (token: string) => {
  const found = await findQuizSession(handle.db, hashQuizSessionToken(token), funnelName);
  return found && { answers: found.answers, history: found.history, instructions: found.instructions, layout: found.layout, userUuid: found.userUuid };
};

const visitorId = "0b1c2d3e-4f50-4617-8899-aabbccddeeff";
const granted = `cc_cookie=${encodeURIComponent(JSON.stringify({ categories: ["necessary", "performance", "targeting"], revision: 1 }))}`;
const geo = (country: string) => ({ "x-test-geo-country": country });
const cases: Array<[string, Visitor, string]> = [
  ["a visitor with no country cookie, located by the trusted geo header", { cookie: `proxy_user_id=${visitorId}`, headers: geo("AT") }, "step-goal"],
  ["a returning German visitor whose country cookie says the United States", { cookie: `proxy_user_id=${visitorId}; countryCode=US`, headers: geo("DE") }, "step-goal"],
  ["a US visitor from a campaign (attribution cookie)", { cookie: `proxy_user_id=${visitorId}; countryCode=US; utm_source=fb`, headers: geo("US") }, "step-fasting-experience"],
  ["a US visitor landing with the campaign in the address", { cookie: `proxy_user_id=${visitorId}; countryCode=US`, headers: geo("US"), query: "?utm_source=fb" }, "step-fasting-experience"],
  ["a British visitor whose campaign cookie their consent does not cover", { cookie: `proxy_user_id=${visitorId}; countryCode=GB; utm_source=fb`, headers: geo("GB") }, "step-age"],
  ["a British visitor who granted performance cookies", { cookie: `proxy_user_id=${visitorId}; countryCode=GB; utm_source=fb; ${granted}`, headers: geo("GB") }, "step-fasting-experience"],
];

describe("the step form and the JSON quiz API", () => {
  it.each(cases)("answer %s the same way", async (_name, visitor, expectedStep) => {
    const formToken = newQuizSessionToken();
    const apiToken = newQuizSessionToken();
    const viaForm = await throughForm(visitor, formToken);
    const viaApi = await throughApi(visitor, apiToken);
    expect(viaForm).toBe(`/de/${funnelName}/${expectedStep}`);
    expect(viaApi).toBe(viaForm);
    expect(await session(apiToken)).toEqual(await session(formToken));
  });
});
