import { getLocale, getTranslations } from "next-intl/server";
import { localizePath, type Locale } from "@/i18n/locales";
import { Logo } from "@/ui/logo";

/**
 * A header of the logo alone, rendered on the server with plain links (no client component): the selling pages' frame
 * (the logo leads nowhere) and the not-found page (it leads home), which every page's first
 * load carries (docs/site.md, "Frames").
 */
export async function PlainHeader({ homeLink = false }: { homeLink?: boolean }) {
  const [common, locale] = await Promise.all([getTranslations("common"), getLocale() as Promise<Locale>]);
  return (
    <header data-testid={homeLink ? "plain-header" : "focused-header"} className="border-b border-line bg-bg">
      <div className="mx-auto flex h-14 max-w-[768px] items-center justify-center px-4 sm:px-6">
        {homeLink ? (
          <a href={localizePath("/", locale)} aria-label={common("homeLink")} data-testid="logo-link">
            <Logo className="h-8 w-auto" />
          </a>
        ) : (
          <Logo className="h-8 w-auto" />
        )}
      </div>
    </header>
  );
}
