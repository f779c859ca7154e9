"use client";

import { useLocale, useTranslations } from "next-intl";
import { localeNames, locales, localizePath, type Locale } from "@/i18n/locales";
import { GlobeIcon } from "@/ui/icons";

/**
 * Switches language with a full page load of the same path in the chosen locale,
 * keeping the query string.
 */
export function LocaleSwitcher({ exclude = [] }: { exclude?: Locale[] }) {
  const locale = useLocale();
  const t = useTranslations("common");
  const options = locales.filter((l) => l === locale || !exclude.includes(l));

  return (
    <label className="relative inline-flex items-center gap-1 text-sm">
      <GlobeIcon size={18} />
      <span className="sr-only">{t("changeLanguage")}</span>
      <select
        data-testid="locale-switcher"
        value={locale}
        onChange={(event) => {
          const next = event.target.value as Locale;
          const { pathname, search, hash } = window.location;
          // The spec asks for a full page load in the chosen language.
          // eslint-disable-next-line @next/next/no-location-assign-relative-destination
          window.location.assign(`${localizePath(pathname, next)}${search}${hash}`);
        }}
        className="w-20 cursor-pointer appearance-none truncate rounded-md bg-transparent py-1 pe-2 ps-1 font-medium text-fg sm:w-auto"
      >
        {options.map((l) => (
          <option key={l} value={l} lang={l}>
            {localeNames[l]}
          </option>
        ))}
      </select>
    </label>
  );
}
