"use server";
import "server-only";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { z } from "zod";
import { serverCookieOptions } from "@/features/consent/domain/cookie-table";
import { answerErrorParam, returnUrlCookie, returnUrlMaxAge } from "@/features/quiz/domain/quiz-cookies";
import { quizStepPath, withQuery } from "@/features/quiz/domain/quiz-paths";
import { localizePath } from "@/i18n/locales";
import { defineAction } from "@/server/actions/action-client";
import { invalidCharactersCode } from "@/server/actions/action-result";
import { isSecureRequest } from "@/server/http/request-facts";
import { addressQueryOf } from "./address-query";
import { saveStepFromForm } from "./save-step-from-form";
import { formAnswer, quizAnswerClientLimit, rawAnswerSchema, stepTargetSchema, type StepTarget } from "./step-form";

const answerStep = defineAction({
  name: "quiz-step",
  input: z.object({ target: stepTargetSchema, answer: rawAnswerSchema }),
  rateLimit: quizAnswerClientLimit,
  handler: ({ input, db }) => saveStepFromForm(db, input.target, input.answer),
});

/**
 * The form action of every quiz step (works without JavaScript: a plain form post, answered
 * with a redirect). Valid answers go to the next step; a rejected one returns to the same
 * step with its error code in `?qe=`; a step out of order goes to the step the visitor should
 * answer. Either way nothing saved before changes. Checks common to every form (unsafe
 * characters, the per-client limit, outages) come from the action client.
 */
export async function submitStepAction(target: StepTarget, formData: FormData): Promise<void> {
  const parsed = stepTargetSchema.safeParse(target);
  if (!parsed.success) redirect("/");
  const { locale, route, stepId } = parsed.data;
  const stepPath = localizePath(quizStepPath(route, stepId), locale);
  const requestHeaders = await headers();
  const query = new URLSearchParams(
    parsed.data.queryFromForm
      ? addressQueryOf(formData, { stepPath, referer: requestHeaders.get("referer"), host: requestHeaders.get("host") })
      : parsed.data.query,
  );
  query.delete(answerErrorParam);
  function back(code?: string): never {
    if (code) query.set(answerErrorParam, code);
    redirect(withQuery(stepPath, query));
  }
  const outcome = await answerStep({ target: parsed.data, answer: formAnswer(formData) });
  if (!outcome.ok) {
    // Unsafe text is a field error of the answer; rate limits and outages are form errors.
    const unsafe = Object.values(outcome.fieldErrors ?? {}).includes(invalidCharactersCode);
    back(unsafe ? "invalid_characters" : (outcome.formError ?? "failed"));
  }
  const result = outcome.data;
  if (result.kind === "out_of_order") redirect(withQuery(localizePath(result.path, locale), query));
  if (result.kind === "invalid") back(result.error);
  if (result.kind !== "saved") back();
  const next = withQuery(localizePath(result.path, locale), query);
  const secure = isSecureRequest(requestHeaders);
  (await cookies()).set(returnUrlCookie, next, serverCookieOptions(returnUrlCookie, { maxAge: returnUrlMaxAge, secure }));
  redirect(next);
}
