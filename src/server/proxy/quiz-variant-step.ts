import "server-only";
import type { NextRequest } from "next/server";
import { isImperialSystemCountry } from "@/features/country/domain/country-lists";
import { isCompactFunnelActive } from "@/features/quiz/domain/compact-funnel-flag";
import { answerErrorParam, quizSessionCookie, unitParam } from "@/features/quiz/domain/quiz-cookies";
import { quizVariantKey } from "@/features/quiz/domain/quiz-variant";
import { stepSequence } from "@/features/quiz/domain/step-sequence";
import { compactFunnelSwitchOn } from "@/features/quiz/server/compact-switch";
import { getFunnel } from "@/features/quiz/server/get-funnel";
import { isLocale } from "@/i18n/locales";
import { getDb } from "@/server/db/client";
import { variantSegment } from "./variant-segment";

/**
 * The prerendered copy of a funnel's first step, or null to render the step per request
 * (docs/quiz.md, "Prerendered first steps"). Only when the page would look the same for every
 * visitor of its variant: a page load (not a form post), no quiz answers yet (no quiz_session
 * cookie), no unit choice or answer error in the address, and a first step that shows nothing
 * of the visitor (not the e-mail or summary step). `internalPath` is the locale-prefixed path
 * the locale step routed to. The funnel's version is part of the path, so a publish starts a
 * new copy. Never throws: on any doubt the step renders per request.
 */
export async function quizVariantPathOf(request: NextRequest, internalPath: string, country: string): Promise<string | null> {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  const [, locale, quizName, stepId, ...rest] = internalPath.split("/");
  if (!locale || !isLocale(locale) || !quizName || !stepId || rest.length > 0) return null;
  if (request.cookies.has(quizSessionCookie)) return null;
  const query = request.nextUrl.searchParams;
  if (query.has(unitParam) || query.has(answerErrorParam)) return null;
  const funnel = await getFunnel(await getDb(), quizName).catch(() => null);
  if (!funnel) return null;
  const compact = isCompactFunnelActive({ pathname: `/${quizName}/${stepId}`, countryCode: country, switchOn: compactFunnelSwitchOn() });
  const layout = compact ? "compact" : "standard";
  const first = stepSequence(funnel.definition, { layout })[0];
  if (!first || first.id !== stepId || first.type === "email" || first.type === "summary") return null;
  const variant = quizVariantKey({ units: isImperialSystemCountry(country) ? "imperial" : "metric", layout });
  return `/${locale}/${variantSegment}/quiz/${variant}/${quizName}/${funnel.version}/${stepId}`;
}
