"use client";

import { useLocale } from "next-intl";
import { useHeaderData } from "@/features/site/components/header-data-provider";
import { NotFoundView } from "@/features/site/components/not-found-view";
import { isLocale, localizePath } from "@/i18n/locales";
import { buttonStyles } from "@/ui/button";

export type QuizStepNotFoundProps = { title: string; text: string; restart: string };

/** Only a same-site path is followed; anything else (or a malformed cookie) is ignored. */
function safeReturnUrl(stored: string | null): string | null {
  if (!stored) return null;
  try {
    const path = decodeURIComponent(stored);
    return path.startsWith("/") && !path.startsWith("//") ? path : null;
  } catch {
    return null;
  }
}

/**
 * The 404 of a quiz address: the answers are safe, one tap continues the quiz at the last quiz
 * address (the `returnURL` cookie, read with the header's request data), else the quiz entry.
 */
export function QuizStepNotFound({ title, text, restart }: QuizStepNotFoundProps) {
  const locale = useLocale();
  const { returnUrl } = useHeaderData();
  const continueHref = safeReturnUrl(returnUrl) ?? localizePath("/quiz", isLocale(locale) ? locale : "en");
  return (
    <NotFoundView title={title} text={text}>
      <a
        href={continueHref}
        className={buttonStyles({ kind: "primary", size: "medium", className: "mt-8" })}
        data-testid="quiz-not-found-continue"
      >
        {restart}
      </a>
    </NotFoundView>
  );
}
