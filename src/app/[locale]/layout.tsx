import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { notFound } from "next/navigation";
import { hasLocale, NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations, setRequestLocale } from "next-intl/server";
import { BrowserTracking } from "@/features/analytics/components/browser-tracking";
import { ConsentManager } from "@/features/consent/components/consent-manager";
import { ConsentModeDefaults } from "@/features/consent/components/consent-mode-defaults";
import { StrictCspSettings, VisitorHints } from "@/features/security/components/strict-csp-settings";
import { HeaderDataProvider } from "@/features/site/components/header-data-provider";
import { getHeaderConfig } from "@/features/site/server/get-header-config";
import { pickClientMessages } from "@/i18n/client-namespaces";
import { directionOf } from "@/i18n/locales";
import { routing } from "@/i18n/routing";
import { getDb } from "@/server/db/client";
import { buildMetadata } from "@/ui/page-head";
import { Toaster } from "@/ui/toaster";
import "../globals.css";

/**
 * Pages are prerendered on their first request (not at build time: the database they read is
 * set up after the build) and then served from the cache until their content changes
 * (docs/adr/0004-static-first-rendering.md). The layout reads nothing of the request: the
 * visitor's parts of the header, the consent defaults and tracking come from the browser.
 * A save on this instance drops its pages at once (revalidateSitePages); other instances of the
 * app render theirs again at most `revalidate` seconds later.
 */
export const revalidate = 600;

export function generateStaticParams(): Array<{ locale: string }> {
  return [];
}

export async function generateMetadata({ params }: LayoutProps<"/[locale]">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({
    locale: hasLocale(routing.locales, locale) ? locale : "en",
    namespace: "meta",
  });
  return buildMetadata(
    {},
    { title: t("defaultTitle"), description: t("defaultDescription"), siteName: t("siteName") },
  );
}

export const viewport: Viewport = { width: "device-width", initialScale: 1 };

export default async function LocaleLayout({ children, params }: LayoutProps<"/[locale]">) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const dir = directionOf(locale);
  const messages = pickClientMessages(await getMessages());
  const headerConfig = await getHeaderConfig(await getDb());
  return (
    <html lang={locale} dir={dir}>
      <head>
        <StrictCspSettings />
        <VisitorHints />
      </head>
      <body>
        <ConsentModeDefaults />
        <NextIntlClientProvider messages={messages as never}>
          <HeaderDataProvider config={headerConfig}>{children as ReactNode}</HeaderDataProvider>
          <Toaster dir={dir} />
          <ConsentManager />
          <BrowserTracking />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
