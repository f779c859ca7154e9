import type { ReactNode } from "react";
import type { LandingFrameWords } from "@/features/landing-pages/domain/landing-words";
import { localizePath, type Locale } from "@/i18n/locales";
import { Logo } from "@/ui/logo";
import { PageShell } from "@/ui/page-shell";
import type { ThemeName } from "@/ui/themes/themes";

const legalLinks = [
  ["privacy-policy", "privacyPolicy"],
  ["terms-of-service", "termsOfService"],
  ["cookie-policy", "cookiePolicy"],
] as const;

/**
 * A landing page's focused frame (docs/landing-pages.md, "Frame"): the page's theme, a header
 * with the site's logo (to the home page) and a legal footer — privacy policy, terms, cookie
 * policy and cookie settings, which ad reviewers look for. Server-rendered, no JavaScript of its
 * own: the consent manager, already on every page, opens its preferences from any element marked
 * `data-privacy-settings=""` once it has started (on idle, or at the first tap).
 */
export function LandingFrame({ theme, locale, words, children }: { theme: ThemeName; locale: Locale; words: LandingFrameWords; children: ReactNode }) {
  return (
    <PageShell
      theme={theme}
      appContainerSize="WIDE"
      header={
        <header className="border-b border-line" data-testid="landing-header">
          <div className="mx-auto flex h-16 max-w-[1280px] items-center px-4 sm:px-6">
            <a href={localizePath("/", locale)} aria-label={words.homeLink} data-testid="logo-link">
              <Logo />
            </a>
          </div>
        </header>
      }
      footer={
        <footer className="mt-8 border-t border-line bg-surface" data-testid="landing-footer">
          <nav aria-label={words.legalTitle} className="mx-auto max-w-[1280px] px-4 py-6 sm:px-6">
            <ul className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm">
              {legalLinks.map(([path, key]) => (
                <li key={path}>
                  <a href={localizePath(`/${path}`, locale)} className="text-muted underline-offset-4 hover:text-fg hover:underline" data-testid={`footer-${path}`}>
                    {words[key]}
                  </a>
                </li>
              ))}
              <li>
                <button type="button" data-privacy-settings="" className="text-muted underline-offset-4 hover:text-fg hover:underline" data-testid="footer-cookie-settings">
                  {words.cookieSettings}
                </button>
              </li>
            </ul>
            <p className="mt-4 text-xs text-muted">{words.copyright}</p>
          </nav>
        </footer>
      }
    >
      {children}
    </PageShell>
  );
}
