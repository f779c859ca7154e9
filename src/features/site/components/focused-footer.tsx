import { getLocale, getTranslations } from "next-intl/server";
import { focusedFooter } from "@/features/site/domain/menu-rules";
import { localizePath, type Locale } from "@/i18n/locales";

/**
 * The small legal footer of a selling page and of the 404 page, rendered on the server as plain
 * links (no client component): each legal page opens in a new tab so the purchase stays where
 * it is; the privacy entry is a plain button the consent manager answers
 * (`data-privacy-settings`). `country` "" (unknown) shows no privacy entry.
 */
export async function FocusedFooter({ country }: { country: string }) {
  const [t, legal, menu, locale] = await Promise.all([
    getTranslations("footer"),
    getTranslations("legal.names"),
    getTranslations("menu"),
    getLocale() as Promise<Locale>,
  ]);
  const footer = focusedFooter(locale, country);
  return (
    <footer className="mt-10 border-t border-line" data-testid="focused-footer">
      <nav aria-label={t("legalTitle")} className="mx-auto max-w-[768px] px-4 py-5 sm:px-6">
        <ul className="flex flex-wrap justify-center gap-x-4 gap-y-2 text-xs text-muted">
          {footer.terms.map((page) => (
            <li key={page}>
              <a
                href={localizePath(`/${page}`, locale)}
                target="_blank"
                rel="noopener"
                className="underline-offset-2 hover:text-fg hover:underline"
                data-testid={`focused-footer-${page}`}
              >
                {legal(page)}
              </a>
            </li>
          ))}
          {footer.privacyEntry ? (
            <li>
              <button
                type="button"
                data-privacy-settings=""
                data-testid="focused-footer-privacy"
                className="underline-offset-2 hover:text-fg hover:underline"
              >
                {footer.privacyEntry === "privacy-choices" ? menu("privacyChoices") : menu("cookieSettings")}
              </button>
            </li>
          ) : null}
        </ul>
        <p className="mt-3 text-center text-xs text-muted">{t("copyright", { year: new Date().getFullYear() })}</p>
      </nav>
    </footer>
  );
}
