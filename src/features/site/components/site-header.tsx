import { HeaderBar } from "./header-bar";

export type HeaderProps = {
  /** Hide the whole header (e.g. distraction-free funnel steps). */
  hide?: boolean;
  /** Hide the locale switcher (and with it the menu's language list). */
  hideLocaleSwitcher?: boolean;
  /** A quiz step: hides the promo bar and the back-to-quiz panel. */
  inFunnel?: boolean;
};

/** The site header; its request data (settings, viewer, country) comes from `HeaderDataProvider`. */
export function SiteHeader({
  hide,
  hideLocaleSwitcher = false,
  isStart = false,
  inFunnel = false,
}: HeaderProps & { isStart?: boolean }) {
  if (hide) return null;
  return (
    <HeaderBar hideLocaleSwitcher={hideLocaleSwitcher} isStart={isStart} inFunnel={inFunnel} />
  );
}
