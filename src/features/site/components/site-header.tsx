import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";
import { Logo } from "@/ui/logo";
import { LocaleSwitcher } from "./locale-switcher";

export type HeaderProps = {
  /** Hide the whole header (e.g. distraction-free funnel steps). */
  hide?: boolean;
  /** Hide the locale switcher (and with it the menu's language list). */
  hideLocaleSwitcher?: boolean;
};

/** The site header: logo linking to `/` and the locale switcher. */
export async function SiteHeader({ hide, hideLocaleSwitcher }: HeaderProps) {
  if (hide) return null;
  const t = await getTranslations("common");
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-bg/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-[1280px] items-center justify-between gap-4 px-4 sm:px-6">
        <Link href="/" aria-label={t("homeLink")} data-testid="logo-link">
          <Logo />
        </Link>
        {hideLocaleSwitcher ? null : <LocaleSwitcher />}
      </div>
    </header>
  );
}
