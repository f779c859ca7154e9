"use server";
import "server-only";
import { randomUUID } from "node:crypto";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { z } from "zod";
import type { RawAnswer } from "@/features/quiz/domain/answers";
import {
  answerErrorParam,
  proxyUserIdCookie,
  proxyUserIdMaxAge,
  quizSessionCookie,
  returnUrlCookie,
  returnUrlMaxAge,
} from "@/features/quiz/domain/quiz-cookies";
import { quizStepPath, withQuery } from "@/features/quiz/domain/quiz-paths";
import { isLocale, localizePath } from "@/i18n/locales";
import { getDb } from "@/server/db/client";
import { isSecureRequest } from "@/server/http/request-facts";
import { readRequestContext } from "@/server/proxy/read-request-context";
import { compactFunnelSwitchOn } from "./compact-switch";
import { readQuizRequest } from "./quiz-request";
import { hashQuizSessionToken, newQuizSessionToken, quizSessionCookieOptions } from "./quiz-session-token";
import { submitQuizStep } from "./submit-quiz-step";

const slug = z.string().regex(/^[a-z0-9][a-z0-9-]{0,79}$/);
const targetSchema = z.object({
  locale: z.string().refine(isLocale),
  route: z.discriminatedUnion("shape", [
    z.object({ shape: z.literal("standard"), quizName: slug }),
    z.object({ shape: z.literal("new"), quizName: slug }),
    z.object({ shape: z.literal("config"), quizName: slug, configName: slug }),
  ]),
  stepId: slug,
  query: z.string().max(2000),
});
export type StepTarget = z.infer<typeof targetSchema>;

/**
 * The form action of every quiz step (works without JavaScript: a plain form post, answered
 * with a redirect). Valid answers go to the next step; a rejected one returns to the same
 * step with its error code in `?qe=`; a step out of order goes to the step the visitor should
 * answer. Either way nothing saved before changes. The first saved answer issues the
 * quiz_session cookie (HttpOnly), the only key to the visitor's answers.
 */
export async function submitStepAction(target: StepTarget, formData: FormData): Promise<void> {
  const parsed = targetSchema.safeParse(target);
  if (!parsed.success) redirect("/");
  const { locale, route, stepId } = parsed.data;
  const query = new URLSearchParams(parsed.data.query);
  query.delete(answerErrorParam);
  const store = await cookies();
  const request = await readQuizRequest();
  let proxyUserId = request.proxyUserId;
  if (!proxyUserId) {
    proxyUserId = randomUUID();
    store.set(proxyUserIdCookie, proxyUserId, { path: "/", maxAge: proxyUserIdMaxAge, sameSite: "lax" });
  }
  const token = request.sessionToken ?? newQuizSessionToken();
  const result = await submitQuizStep(await getDb(), {
    sessionTokenHash: hashQuizSessionToken(token),
    proxyUserId,
    route,
    stepId,
    raw: rawAnswer(formData),
    locale,
    country: request.country,
    compactSwitchOn: compactFunnelSwitchOn(),
    attribution: request.attribution,
    instructions: (await readRequestContext()).experiments.instructions,
    today: new Date().toISOString().slice(0, 10),
  });
  const here = localizePath(quizStepPath(route, stepId), locale);
  if (result.kind === "out_of_order") redirect(withQuery(localizePath(result.path, locale), query));
  if (result.kind !== "saved") {
    if (result.kind === "invalid") query.set(answerErrorParam, result.error);
    redirect(withQuery(here, query));
  }
  if (!request.sessionToken)
    store.set(quizSessionCookie, token, quizSessionCookieOptions(isSecureRequest(await headers())));
  const next = withQuery(localizePath(result.path, locale), query);
  store.set(returnUrlCookie, next, { path: "/", maxAge: returnUrlMaxAge, sameSite: "lax" });
  redirect(next);
}

/** The answer's fields (internal `$…` fields left out), each cut to 300 characters. */
function rawAnswer(formData: FormData): RawAnswer {
  const raw: Record<string, string[]> = {};
  for (const [key, value] of formData.entries()) {
    if (key.startsWith("$") || typeof value !== "string") continue;
    (raw[key] ??= []).push(cut(value, 300));
  }
  return Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, v.length === 1 ? v[0] : v]));
}

/** Cuts without splitting a surrogate pair (a half pair would read as an unsafe character). */
function cut(value: string, max: number): string {
  if (value.length <= max) return value;
  const code = value.charCodeAt(max - 1);
  return value.slice(0, code >= 0xd800 && code <= 0xdbff ? max - 1 : max);
}
