import { getTranslations } from "next-intl/server";
import { localizePath, type Locale } from "@/i18n/locales";
import { SignOutButton } from "./sign-out-button";

/** The account's pages, in the order the navigation shows them (docs/account.md, "Navigation"). */
const sections = [
  { path: "/my-plan", key: "myPlan" },
  { path: "/meal-plan", key: "mealPlan" },
  { path: "/cooking", key: "recipes" },
  { path: "/my-plan/extras", key: "extras" },
  { path: "/my-subscription", key: "subscription" },
] as const;

export type AccountSection = (typeof sections)[number]["path"];

/**
 * The navigation between the account's pages, with sign-out. Plain links: each page is a full
 * page load (the plan's own rule), and the list scrolls sideways on a narrow phone.
 */
export async function AccountNav({ locale, current }: { locale: Locale; current: AccountSection }) {
  const t = await getTranslations({ locale, namespace: "accountNav" });
  return (
    <nav aria-label={t("label")} data-testid="account-nav" className="mx-auto flex w-full max-w-4xl items-center gap-3 px-4 pt-4 print:hidden">
      <ul className="flex min-w-0 flex-1 gap-1 overflow-x-auto pb-1 text-sm font-semibold">
        {sections.map((section) => {
          const active = section.path === current;
          return (
            <li key={section.path} className="shrink-0">
              <a
                href={localizePath(section.path, locale)}
                aria-current={active ? "page" : undefined}
                data-testid={`account-nav-${section.key}`}
                className={
                  active
                    ? "block rounded-full bg-primary px-3 py-2 text-on-primary"
                    : "block rounded-full px-3 py-2 text-muted hover:bg-primary-light hover:text-fg"
                }
              >
                {t(section.key)}
              </a>
            </li>
          );
        })}
      </ul>
      <SignOutButton
        kind="text"
        size="small"
        afterPath={localizePath("/signin", locale)}
        text={{ label: t("signOut"), busy: t("signingOut"), failed: t("signOutFailed") }}
        data-testid="account-sign-out"
      />
    </nav>
  );
}
