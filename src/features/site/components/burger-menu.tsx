"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { usePathname } from "@/i18n/navigation";
import { MenuIcon } from "@/ui/icons";
import { useHydrated } from "@/ui/use-hydrated";

export type BurgerMenuProps = {
  country: string;
  hideLocaleSwitcher: boolean;
  helpCentreUrl: string | null;
};

const loadPanel = () => import("./burger-menu-panel").then((m) => m.BurgerMenuPanel);
// The dialog (Radix) and the menu's content load when the visitor reaches for the button.
const BurgerMenuPanel = dynamic(loadPanel, { ssr: false });

/**
 * The burger menu button. Its panel (burger-menu-panel.tsx) is not part of the first load: it
 * starts loading when a pointer or focus reaches the button and opens once loaded. Any
 * navigation closes the menu.
 */
export function BurgerMenu(props: BurgerMenuProps) {
  const t = useTranslations("menu");
  const pathname = usePathname();
  const hydrated = useHydrated();
  const trigger = useRef<HTMLButtonElement | null>(null);
  // The panel renders into the page's themed shell, so it gets the theme's colours.
  const [container, setContainer] = useState<HTMLElement | null>(null);
  const attach = (button: HTMLButtonElement | null) => {
    trigger.current = button;
    const themed = button?.closest<HTMLElement>("[data-theme]") ?? null;
    if (themed !== container) setContainer(themed);
  };
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const [closedOn, setClosedOn] = useState(pathname);

  if (closedOn !== pathname) {
    setClosedOn(pathname);
    setOpen(false);
  }

  const preload = () => void loadPanel();
  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (next) setWanted(true);
  };

  return (
    <>
      <button
        ref={attach}
        type="button"
        className="inline-flex size-10 items-center justify-center rounded-full hover:bg-surface"
        aria-label={t("open")}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-state={open ? "open" : "closed"}
        data-testid="menu-button"
        disabled={!hydrated}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => changeOpen(!open)}
      >
        <MenuIcon />
      </button>
      {wanted ? (
        <BurgerMenuPanel
          {...props}
          open={open}
          onOpenChange={changeOpen}
          container={container}
          onClosed={() => trigger.current?.focus()}
        />
      ) : null}
    </>
  );
}
