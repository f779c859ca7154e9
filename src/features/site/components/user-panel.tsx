"use client";

import { useLocale, useTranslations } from "next-intl";
import { localizePath, type Locale } from "@/i18n/locales";

/** The signed-in visitor's panel: their e-mail and a link to their plan (a full page load). */
export function UserPanel({ email }: { email: string }) {
  const t = useTranslations("header");
  const locale = useLocale() as Locale;
  return (
    <div data-testid="user-panel" className="hidden items-center gap-2 sm:flex">
      <span className="max-w-[180px] truncate text-muted" title={email}>{email}</span>
      <a href={localizePath("/my-plan", locale)} className="font-semibold text-primary">{t("myPlan")}</a>
    </div>
  );
}
