import "server-only";
import { z } from "zod";
import { parseCookieHeader } from "@/features/attribution/domain/cookie-header";
import { quizSessionCookie } from "@/features/quiz/domain/quiz-cookies";
import { slugSchema } from "@/features/quiz/domain/funnel-definition";
import { isLocale, localizePath } from "@/i18n/locales";
import type { Db } from "@/server/db/db-type";
import { jsonError } from "@/server/http/json-error";
import { isSecureRequest } from "@/server/http/request-facts";
import { logger } from "@/server/log/logger";
import { requestContextOf } from "@/server/request-context/get-request-context";
import { answerInContext } from "./answer-in-context";
import { isQuizSessionToken, newQuizSessionToken, quizSessionSetCookie } from "./quiz-session-token";

export const answerBodySchema = z.object({
  locale: z.string().refine(isLocale, "unknown locale").default("en"),
  configName: slugSchema.optional(),
  answer: z.record(z.string().max(40), z.union([z.string().max(300), z.array(z.string().max(300)).max(20)])),
});
export const answerParamsSchema = z.object({ quizName: z.string(), stepId: z.string() });

/**
 * POST /api/quiz/{quizName}/{stepId} with `{ locale, configName?, answer: { field: value } }`:
 * the JSON twin of the step form. 200 `{ next, nextStepId }` (the first saved answer issues the
 * HttpOnly quiz_session cookie); 400 invalid_answer (with the field); 404 unknown_funnel /
 * unknown_step; 409 step_out_of_order (with `expectedStepId`); 429 rate_limited for an e-mail
 * address sent too often. Nothing is saved on any error. Body size, JSON, unsafe characters,
 * zod and the per-client limit are checked by the API route wrapper before this runs.
 * The request's context (country, attribution, visitor, experiments) and the step resolver
 * are the step form's, so both answer the same visitor the same way.
 */
export async function answerStep(context: {
  request: Request;
  body: z.output<typeof answerBodySchema>;
  params: z.output<typeof answerParamsSchema>;
  db: Db;
}): Promise<Response> {
  const { request, body, db } = context;
  const names = z.object({ quizName: slugSchema, stepId: slugSchema }).safeParse(context.params);
  if (!names.success) return jsonError(404, "unknown_step", "There is no such quiz step.");
  const cookies = parseCookieHeader(request.headers.get("cookie") ?? "");
  const presented = cookies[quizSessionCookie];
  const token = isQuizSessionToken(presented) ? presented : newQuizSessionToken();
  const { quizName, stepId } = names.data;
  const route = body.configName
    ? ({ shape: "config", quizName, configName: body.configName } as const)
    : ({ shape: "standard", quizName } as const);
  const result = await answerInContext(db, await requestContextOf(request, db), {
    route,
    stepId,
    raw: body.answer,
    locale: body.locale,
    sessionToken: token,
  });
  const locale = body.locale as never;
  switch (result.kind) {
    case "unknown_funnel":
      return jsonError(404, "unknown_funnel", "There is no such funnel.");
    case "unknown_step":
      return jsonError(404, "unknown_step", "There is no such quiz step.");
    case "out_of_order":
      return outOfOrder(result.expectedStepId, localizePath(result.path, locale));
    case "invalid":
      return invalidAnswer(result);
  }
  const response = Response.json({ next: localizePath(result.path, locale), nextStepId: result.nextStepId });
  if (token !== presented) response.headers.append("set-cookie", quizSessionSetCookie(quizSessionCookie, token, isSecureRequest(request)));
  return response;
}

/** 409 in the one error shape, plus where the visitor should answer instead. */
function outOfOrder(expectedStepId: string, next: string): Response {
  const message = "Answer the steps in order; this step is not open yet.";
  logger.warn("api error step_out_of_order", { status: 409, expectedStepId });
  return Response.json({ error: { code: "step_out_of_order", message, expectedStepId, next } }, { status: 409 });
}

function invalidAnswer(result: { field: string; error: string; retryAfterSeconds?: number }): Response {
  const fields = { fields: { [result.field]: [result.error] } };
  if (result.error === "invalid_characters")
    return jsonError(400, "invalid_characters", "The answer holds characters that are not allowed.", fields);
  if (result.error === "email_rate_limited") {
    const response = jsonError(429, "rate_limited", "This e-mail address was sent too often. Try again later.", fields);
    response.headers.set("Retry-After", String(result.retryAfterSeconds ?? 3600));
    return response;
  }
  return jsonError(400, "invalid_answer", "The answer is not valid.", fields);
}
