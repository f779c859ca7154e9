"use client";

import NextLink from "next/link";
import { useTranslations } from "next-intl";

const editors = [
  ["funnels", "/mgmt/funnel-admin"],
  ["splits", "/mgmt/splits"],
  ["redirects", "/mgmt/redirects"],
] as const;

/** A thin bar for staff above the site header (not on preview paths). */
export function ManagementHeader() {
  const t = useTranslations("header.management");
  return (
    <div data-testid="management-header" className="bg-fg text-bg">
      <nav aria-label={t("label")} className="mx-auto flex max-w-[1280px] items-center gap-4 overflow-x-auto whitespace-nowrap px-4 py-1 text-xs sm:px-6">
        <NextLink href="/mgmt" className="font-bold">{t("label")}</NextLink>
        {editors.map(([key, href]) => (
          <NextLink key={key} href={href} className="opacity-80 hover:opacity-100">{t(key)}</NextLink>
        ))}
      </nav>
    </div>
  );
}
