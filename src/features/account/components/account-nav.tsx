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
 * page load (the plan's own rule). On a phone the links are a two-column grid, a long label
 * wrapping inside its own cell, so every page is in sight at 360 px in every language; from
 * `sm` up they sit in one row.
 */
export async function AccountNav({ locale, current }: { locale: Locale; current: AccountSection }) {
  const t = await getTranslations({ locale, namespace: "accountNav" });
  return (
    <nav aria-label={t("label")} data-testid="account-nav" className="mx-auto flex w-full max-w-4xl flex-wrap items-center justify-end gap-x-3 gap-y-1 px-4 pt-4 print:hidden">
      <ul className="grid w-full grid-cols-2 gap-1 text-sm font-semibold sm:flex sm:w-auto sm:min-w-0 sm:flex-1 sm:flex-wrap">
        {sections.map((section) => {
          const active = section.path === current;
          return (
            <li key={section.path} className="flex">
              <a
                href={localizePath(section.path, locale)}
                aria-current={active ? "page" : undefined}
                data-testid={`account-nav-${section.key}`}
                className={
                  active
                    ? "flex w-full items-center justify-center rounded-2xl border border-primary bg-primary px-3 py-2 text-center text-on-primary sm:rounded-full"
                    : "flex w-full items-center justify-center rounded-2xl border border-line px-3 py-2 text-center text-muted hover:bg-primary-light hover:text-fg sm:rounded-full sm:border-transparent"
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
