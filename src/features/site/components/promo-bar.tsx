"use client";

import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { buttonStyles } from "@/ui/button";

/** The promo bar above the header, with its start button (hidden on a funnel's first page). */
export function PromoBar({ text, startHref, withStart }: { text: string; startHref: string; withStart: boolean }) {
  const t = useTranslations("header");
  const external = startHref.startsWith("https://");
  return (
    <div data-testid="promo-bar" className="bg-primary text-on-primary">
      <div className="mx-auto flex max-w-[1280px] flex-wrap items-center justify-center gap-3 px-4 py-2 text-sm sm:px-6">
        <p className="font-medium">{text}</p>
        {withStart ? (
          external ? (
            <a href={startHref} data-testid="promo-start" className={buttonStyles({ kind: "invertedPrimary", size: "xs" })}>
              {t("promoStart")}
            </a>
          ) : (
            <Link href={startHref} data-testid="promo-start" className={buttonStyles({ kind: "invertedPrimary", size: "xs" })}>
              {t("promoStart")}
            </Link>
          )
        ) : null}
      </div>
    </div>
  );
}
