import type { HeaderConfig } from "@/features/site/domain/header-config";
import {
  isAccountPath,
  isContactPath,
  isFastingWomanPath,
  isPreviewPath,
  isSupportPath,
  isThankYouPath,
  safeReturnPath,
} from "@/features/site/domain/site-paths";

export type UserData = { uuid: string; email: string };

export type HeaderContext = {
  /** The current path without the locale prefix. */
  pathname: string;
  userData: UserData | null;
  isManagementUser: boolean;
  config: HeaderConfig;
  /** The raw `returnURL` cookie. */
  returnUrl: string | null;
  /** The first page of a funnel: the promo bar's start button is hidden there. */
  isStart: boolean;
  hideLocaleSwitcher: boolean;
  /** A quiz step: the visitor is already in the funnel, so no promo bar and no return panel. */
  inFunnel?: boolean;
};

export type ReturnPanel = { kind: "quiz" | "checkout"; href: string };

export type HeaderVisibility = {
  adminBadge: boolean;
  managementHeader: boolean;
  helpCentre: boolean;
  contactLinks: boolean;
  phone: boolean;
  localeSwitcher: boolean;
  userPanel: boolean;
  promoBar: boolean;
  promoStartButton: boolean;
  returnPanel: ReturnPanel | null;
};

/** The scroll position (px) from which the header takes its sticky look, checked after 100 ms. */
export const stickyScrollThreshold = 400;
export const stickyScrollDebounceMs = 100;

export function isStickyScroll(scrollY: number): boolean {
  return scrollY >= stickyScrollThreshold;
}

/** The return panel: offers checkout when the stored address contains `checkout`, else the quiz. */
export function returnPanelFor(returnUrl: string | null): ReturnPanel | null {
  const href = safeReturnPath(returnUrl);
  if (!href) return null;
  return { kind: href.includes("checkout") ? "checkout" : "quiz", href };
}

/** Every visibility rule of the header (spec section 2, Header). */
export function headerVisibility(context: HeaderContext): HeaderVisibility {
  const { pathname, config } = context;
  // The promo bar sells the quiz: not to someone already in it, nor in the buyer's account.
  const promoBar = config.promoBar !== null && !context.inFunnel && !isAccountPath(pathname);
  return {
    adminBadge: context.isManagementUser,
    managementHeader: context.isManagementUser && !isPreviewPath(pathname),
    helpCentre:
      config.helpCentreUrl !== null &&
      !isSupportPath(pathname) &&
      !isContactPath(pathname) &&
      !isFastingWomanPath(pathname),
    contactLinks: config.contactLinks.length > 0,
    phone: config.phone !== null,
    localeSwitcher: !context.hideLocaleSwitcher,
    userPanel: Boolean(context.userData?.email && context.userData.uuid) && !isThankYouPath(pathname),
    promoBar,
    promoStartButton: promoBar && !context.isStart,
    returnPanel: context.inFunnel ? null : returnPanelFor(context.returnUrl),
  };
}
