import "server-only";
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { isVisitorId } from "@/features/attribution/domain/visitor-id";
import { parseCookieHeader } from "@/features/attribution/domain/cookie-header";
import { countryCookieNames } from "@/features/country/domain/country-cookies";
import { proxyUserIdCookie, proxyUserIdMaxAge } from "@/features/quiz/domain/quiz-cookies";
import { slugSchema } from "@/features/quiz/domain/funnel-definition";
import { isLocale, localizePath } from "@/i18n/locales";
import type { Db } from "@/server/db/db-type";
import { jsonError, readJson, validationError } from "@/server/http/json-error";
import { compactFunnelSwitchOn } from "./compact-switch";
import { submitQuizStep } from "./submit-quiz-step";

const bodySchema = z.object({
  locale: z.string().refine(isLocale, "unknown locale").default("en"),
  configName: slugSchema.optional(),
  answer: z.record(z.string().max(40), z.union([z.string().max(300), z.array(z.string().max(300)).max(20)])),
});

/**
 * POST /api/quiz/{quizName}/{stepId} with `{ locale, configName?, answer: { field: value } }`:
 * the JSON twin of the step form. 200 `{ next, nextStepId }`; 400 validation_failed or
 * invalid_answer (with the field); 404 unknown_funnel / unknown_step.
 */
export async function answerStepApi(db: Db, request: Request, params: { quizName: string; stepId: string }): Promise<Response> {
  const names = z.object({ quizName: slugSchema, stepId: slugSchema }).safeParse(params);
  if (!names.success) return jsonError(404, "unknown_step", "There is no such quiz step.");
  const body = bodySchema.safeParse(await readJson(request));
  if (!body.success) return validationError(body.error);
  const cookies = parseCookieHeader(request.headers.get("cookie") ?? "");
  const known = cookies[proxyUserIdCookie];
  const proxyUserId = isVisitorId(known) ? known : randomUUID();
  const route = body.data.configName
    ? ({ shape: "config", quizName: names.data.quizName, configName: body.data.configName } as const)
    : ({ shape: "standard", quizName: names.data.quizName } as const);
  const result = await submitQuizStep(db, {
    proxyUserId,
    route,
    stepId: names.data.stepId,
    raw: body.data.answer,
    locale: body.data.locale,
    country: cookies[countryCookieNames.country]?.toUpperCase(),
    compactSwitchOn: compactFunnelSwitchOn(),
    attribution: {},
    today: new Date().toISOString().slice(0, 10),
  });
  if (result.kind === "unknown_funnel") return jsonError(404, "unknown_funnel", "There is no such funnel.");
  if (result.kind === "unknown_step") return jsonError(404, "unknown_step", "There is no such quiz step.");
  if (result.kind === "invalid")
    return jsonError(400, "invalid_answer", "The answer is not valid.", { fields: { [result.field]: [result.error] } });
  const response = Response.json({ next: localizePath(result.path, body.data.locale as never), nextStepId: result.nextStepId });
  if (!isVisitorId(known))
    response.headers.append("set-cookie", `${proxyUserIdCookie}=${proxyUserId}; Path=/; Max-Age=${proxyUserIdMaxAge}; SameSite=Lax`);
  return response;
}
