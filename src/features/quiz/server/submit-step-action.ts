"use server";
import "server-only";
import { randomUUID } from "node:crypto";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { z } from "zod";
import type { RawAnswer } from "@/features/quiz/domain/answers";
import {
  answerErrorParam,
  proxyUserIdCookie,
  proxyUserIdMaxAge,
  returnUrlCookie,
  returnUrlMaxAge,
} from "@/features/quiz/domain/quiz-cookies";
import { quizStepPath, withQuery } from "@/features/quiz/domain/quiz-paths";
import { isLocale, localizePath } from "@/i18n/locales";
import { getDb } from "@/server/db/client";
import { compactFunnelSwitchOn } from "./compact-switch";
import { readQuizRequest } from "./quiz-request";
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
 * step with its error code in `?qe=`, leaving everything saved before untouched.
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
  const result = await submitQuizStep(await getDb(), {
    proxyUserId,
    route,
    stepId,
    raw: rawAnswer(formData),
    locale,
    country: request.country,
    compactSwitchOn: compactFunnelSwitchOn(),
    attribution: request.attribution,
    today: new Date().toISOString().slice(0, 10),
  });
  const here = localizePath(quizStepPath(route, stepId), locale);
  if (result.kind !== "saved") {
    if (result.kind === "invalid") query.set(answerErrorParam, result.error);
    redirect(withQuery(here, query));
  }
  const next = withQuery(localizePath(result.path, locale), query);
  store.set(returnUrlCookie, next, { path: "/", maxAge: returnUrlMaxAge, sameSite: "lax" });
  redirect(next);
}

function rawAnswer(formData: FormData): RawAnswer {
  const raw: Record<string, string[]> = {};
  for (const [key, value] of formData.entries()) {
    if (key.startsWith("$") || typeof value !== "string") continue;
    (raw[key] ??= []).push(value.slice(0, 300));
  }
  return Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, v.length === 1 ? v[0] : v]));
}
