"use client";

import NextLink from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { useStickyHeader } from "@/features/site/client/use-sticky-header";
import { phoneHref } from "@/features/site/domain/header-config";
import type { HeaderData } from "@/features/site/domain/header-data";
import { headerVisibility } from "@/features/site/domain/header-rules";
import { Link, usePathname } from "@/i18n/navigation";
import { cn } from "@/lib/cn";
import { Logo } from "@/ui/logo";
import { BurgerMenu } from "./burger-menu";
import { useHeaderData } from "./header-data-provider";
import { LocaleSwitcher } from "./locale-switcher";
import { ManagementHeader } from "./management-header";
import { PromoBar } from "./promo-bar";
import { ReturnPanel, ReturnPanelPlaceholder } from "./return-panel";
import { UserPanel } from "./user-panel";

export type HeaderBarProps = {
  isStart: boolean;
  hideLocaleSwitcher: boolean;
  inFunnel?: boolean;
};

/** The header with every rule of the spec; the rules themselves live in `header-rules.ts`. */
export function HeaderBar({ isStart, hideLocaleSwitcher, inFunnel }: HeaderBarProps) {
  const data = useHeaderData();
  return (
    <HeaderView
      {...data}
      isStart={isStart}
      hideLocaleSwitcher={hideLocaleSwitcher}
      inFunnel={inFunnel}
    />
  );
}

export type HeaderViewProps = HeaderData & HeaderBarProps;

/** The header for given data; rendered directly by the tests of the visibility rules. */
export function HeaderView(props: HeaderViewProps) {
  const t = useTranslations("header");
  const locale = useLocale();
  const common = useTranslations("common");
  const pathname = usePathname();
  const sticky = useStickyHeader();
  const show = headerVisibility({ ...props, pathname });
  const { config } = props;

  return (
    <>
      {show.managementHeader ? <ManagementHeader /> : null}
      {show.promoBar ? (
        <PromoBar
          text={config.promoBar?.text[locale] ?? t("promoText")}
          startHref={config.promoBar?.startHref ?? "/quiz"}
          withStart={show.promoStartButton}
        />
      ) : null}
      <header
        data-testid="site-header"
        data-sticky={sticky ? "true" : "false"}
        className={cn(
          "sticky top-0 z-40 border-b border-line bg-bg/95 backdrop-blur transition-shadow",
          sticky && "shadow-md",
        )}
      >
        <div
          className={cn(
            "mx-auto flex max-w-[1280px] items-center justify-between gap-3 px-4 sm:px-6",
            sticky ? "h-14" : "h-16",
          )}
        >
          <div className="flex shrink-0 items-center gap-2">
            <Link href="/" aria-label={common("homeLink")} data-testid="logo-link">
              {/* With the Admin badge beside it, a smaller logo keeps a 360 px header on one line. */}
              <Logo className={show.adminBadge ? "h-7 w-auto sm:h-10" : undefined} />
            </Link>
            {show.adminBadge ? (
              <NextLink
                href="/mgmt"
                data-testid="admin-badge"
                className="rounded-full bg-fg px-2 py-0.5 text-xs font-bold text-bg"
              >
                {t("admin")}
              </NextLink>
            ) : null}
          </div>
          <div className="flex min-w-0 items-center gap-2 text-sm">
            {show.helpCentre && config.helpCentreUrl ? (
              <a
                href={config.helpCentreUrl}
                target="_blank"
                rel="noopener noreferrer"
                data-testid="help-centre-link"
                className="hidden font-medium text-muted hover:text-fg md:inline"
              >
                {t("helpCentre")}
              </a>
            ) : null}
            {show.contactLinks ? (
              <ul className="hidden items-center gap-2 md:flex" data-testid="contact-links">
                {config.contactLinks.map((link) => (
                  <li key={link.href}>
                    <a
                      href={link.href}
                      className="text-muted hover:text-fg"
                      {...(link.href.startsWith("https:")
                        ? { target: "_blank", rel: "noopener noreferrer" }
                        : {})}
                    >
                      {t(`contact.${link.kind}`)}
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
            {show.phone && config.phone ? (
              <a
                href={phoneHref(config.phone)}
                data-testid="header-phone"
                className="hidden font-medium md:inline"
                dir="ltr"
              >
                {config.phone}
              </a>
            ) : null}
            {show.userPanel && props.userData ? <UserPanel email={props.userData.email} /> : null}
            {show.localeSwitcher ? <LocaleSwitcher /> : null}
            <BurgerMenu
              country={props.country}
              hideLocaleSwitcher={props.hideLocaleSwitcher}
              helpCentreUrl={config.helpCentreUrl}
            />
          </div>
        </div>
      </header>
      {show.returnPanel ? (
        <ReturnPanel kind={show.returnPanel.kind} href={show.returnPanel.href} />
      ) : !props.inFunnel && !props.visitorKnown ? (
        <ReturnPanelPlaceholder />
      ) : null}
    </>
  );
}
