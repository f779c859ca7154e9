"use client";

import { useLocale, useTranslations } from "next-intl";
import { Dialog } from "radix-ui";
import { useState } from "react";
import { openPrivacySettings } from "@/features/consent/client/open-privacy-settings";
import { menuVisibility, toggleMenuSection, type MenuSection as SectionId } from "@/features/site/domain/menu-rules";
import { localeNames, localizePath, locales, type Locale } from "@/i18n/locales";
import { CloseIcon } from "@/ui/icons";
import { MenuLink } from "./menu-link";
import { MenuSection } from "./menu-section";

export type BurgerMenuPanelProps = {
  country: string;
  hideLocaleSwitcher: boolean;
  helpCentreUrl: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The page's themed shell, so the panel gets the theme's colours. */
  container: HTMLElement | null;
  /** Gives focus back to the menu button once the panel has closed. */
  onClosed: () => void;
};

/**
 * The burger menu's panel, loaded the first time the menu opens: a 400 px panel (full width
 * below 480 px) from the reading direction's end, focus-trapped by the dialog, closed by
 * Escape, the close button or a click outside. Sections subs / supp / terms / lang form an
 * accordion, all closed whenever the menu opens.
 */
export function BurgerMenuPanel({ country, hideLocaleSwitcher, helpCentreUrl, open, onOpenChange, container, onClosed }: BurgerMenuPanelProps) {
  const t = useTranslations("menu");
  const legal = useTranslations("legal.names");
  const locale = useLocale();
  const [section, setSection] = useState<SectionId | null>(null);
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (!open) setSection(null);
  }
  const rules = menuVisibility({ locale, country, hideLocaleSwitcher, helpCentreUrl, locales });
  const close = () => onOpenChange(false);
  const toggle = (id: SectionId) => setSection((current) => toggleMenuSection(current, id));

  const switchLanguage = (next: Locale) => {
    const { pathname: current, search, hash } = window.location;
    // A full reload of the current path in the chosen language, query kept.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    window.location.assign(`${localizePath(current, next)}${search}${hash}`);
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal container={container}>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" data-testid="menu-overlay" />
        <Dialog.Content
          data-testid="burger-menu"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onClosed();
          }}
          className="fixed inset-y-0 end-0 z-50 flex w-full flex-col overflow-y-auto bg-bg text-fg shadow-xl transition-transform duration-200 sm:w-[400px] starting:translate-x-full rtl:starting:-translate-x-full"
          aria-describedby={undefined}
        >
          <div className="flex items-center justify-between border-b border-line px-4 py-3">
            <Dialog.Title className="text-lg font-bold">{t("title")}</Dialog.Title>
            <Dialog.Close className="inline-flex size-10 items-center justify-center rounded-full hover:bg-surface" aria-label={t("close")} data-testid="menu-close">
              <CloseIcon />
            </Dialog.Close>
          </div>
          <nav aria-label={t("title")} className="flex-1 px-2 py-2">
            <MenuSection id="subs" title={t("myAccount")} open={section === "subs"} onToggle={toggle}>
              <MenuLink href="/my-plan" kind="reload" onNavigate={close} testId="menu-my-plan">{t("myPlan")}</MenuLink>
              <MenuLink href="/my-subscription" onNavigate={close} testId="menu-my-subscription">{t("mySubscription")}</MenuLink>
            </MenuSection>
            <ul className="border-b border-line py-2">
              {rules.blog ? (
                <li>
                  <MenuLink href="/blog" onNavigate={close} testId="menu-blog">{t("blog")}</MenuLink>
                  {rules.authors ? (
                    <ul className="ps-4">
                      <li><MenuLink href="/blog/authors" onNavigate={close} testId="menu-authors">{t("authors")}</MenuLink></li>
                    </ul>
                  ) : null}
                </li>
              ) : null}
              <li><MenuLink href="/about" onNavigate={close} testId="menu-about">{t("about")}</MenuLink></li>
              <li><MenuLink href="/contact" onNavigate={close} testId="menu-contact">{t("contact")}</MenuLink></li>
              {rules.faq ? (
                <li><MenuLink href="/faq" onNavigate={close} testId="menu-faq">{t("faq")}</MenuLink></li>
              ) : null}
              {rules.privacyEntry ? (
                <li>
                  <button
                    type="button"
                    data-testid="menu-privacy"
                    data-entry={rules.privacyEntry}
                    className="block w-full rounded-md px-3 py-2 text-start hover:bg-surface"
                    onClick={() => {
                      close();
                      void openPrivacySettings();
                    }}
                  >
                    {rules.privacyEntry === "privacy-choices" ? t("privacyChoices") : t("cookieSettings")}
                  </button>
                </li>
              ) : null}
            </ul>
            <MenuSection id="supp" title={t("support")} open={section === "supp"} onToggle={toggle}>
              <MenuLink href="/my-subscription?sf=true" onNavigate={close} testId="menu-cancel">{t("cancelSubscription")}</MenuLink>
              {rules.helpCentre && helpCentreUrl ? (
                <MenuLink href={helpCentreUrl} kind="external" onNavigate={close} testId="menu-help-centre">{t("helpCentre")}</MenuLink>
              ) : null}
            </MenuSection>
            <MenuSection id="terms" title={t("terms")} open={section === "terms"} onToggle={toggle}>
              {rules.terms.map((slug) => (
                <MenuLink key={slug} href={`/${slug}`} onNavigate={close} testId={`menu-terms-${slug}`}>{legal(slug)}</MenuLink>
              ))}
            </MenuSection>
            {rules.languages.length > 0 ? (
              <MenuSection id="lang" title={t("language")} open={section === "lang"} onToggle={toggle}>
                <ul>
                  {rules.languages.map((code) => (
                    <li key={code}>
                      <button
                        type="button"
                        lang={code}
                        data-testid={`menu-lang-${code}`}
                        aria-current={code === locale ? "true" : undefined}
                        className="block w-full rounded-md px-3 py-2 text-start hover:bg-surface aria-[current=true]:font-bold"
                        onClick={() => switchLanguage(code as Locale)}
                      >
                        {localeNames[code as Locale]}
                      </button>
                    </li>
                  ))}
                </ul>
              </MenuSection>
            ) : null}
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
