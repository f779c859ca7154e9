"use client";

import { useTranslations } from "next-intl";
import { ArrowIcon } from "@/ui/icons";

/** "Back to quiz" / "back to checkout" from the stored `returnURL` (a path on this site). */
export function ReturnPanel({ kind, href }: { kind: "quiz" | "checkout"; href: string }) {
  const t = useTranslations("header");
  return (
    <div data-testid="return-panel" data-kind={kind} className="border-b border-line bg-primary-light">
      <div className="mx-auto flex max-w-[1280px] items-center justify-between gap-3 px-4 py-2 text-sm sm:px-6">
        <span>{kind === "checkout" ? t("returnCheckoutText") : t("returnQuizText")}</span>
        <a href={href} data-testid="return-link" className="inline-flex items-center gap-1 font-semibold text-primary">
          {kind === "checkout" ? t("backToCheckout") : t("backToQuiz")}
          <ArrowIcon size={16} className="rtl:-scale-x-100" />
        </a>
      </div>
    </div>
  );
}

/**
 * The return panel's reserved place in the prerendered page: shown (empty, at the panel's
 * size) only when the visitor hints script saw a stored return address, until the browser
 * puts the real panel there — so the content below does not jump.
 */
export function ReturnPanelPlaceholder() {
  const t = useTranslations("header");
  return (
    <div aria-hidden="true" data-testid="return-panel-slot" className="hidden border-b border-line bg-primary-light in-[.pw-has-return]:block">
      <div className="invisible mx-auto flex max-w-[1280px] items-center justify-between gap-3 px-4 py-2 text-sm sm:px-6">
        <span>{t("returnQuizText")}</span>
        <span className="inline-flex items-center gap-1 font-semibold">
          {t("backToQuiz")}
          <ArrowIcon size={16} />
        </span>
      </div>
    </div>
  );
}
