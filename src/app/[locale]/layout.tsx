import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { notFound } from "next/navigation";
import { hasLocale, NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations, setRequestLocale } from "next-intl/server";
import { BrowserTracking } from "@/features/analytics/components/browser-tracking";
import { ConsentManager } from "@/features/consent/components/consent-manager";
import { ConsentModeDefaults } from "@/features/consent/components/consent-mode-defaults";
import { StrictCspSettings } from "@/features/security/components/strict-csp-settings";
import { readNonce } from "@/features/security/server/read-nonce";
import { HeaderDataProvider } from "@/features/site/components/header-data-provider";
import { loadHeaderData } from "@/features/site/server/load-header-data";
import { pickClientMessages } from "@/i18n/client-namespaces";
import { directionOf } from "@/i18n/locales";
import { routing } from "@/i18n/routing";
import { getRequestContext } from "@/server/request-context/get-request-context";
import { buildMetadata } from "@/ui/page-head";
import { themesCss } from "@/ui/themes/themes";
import { Toaster } from "@/ui/toaster";
import "../globals.css";

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
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
  const headerData = await loadHeaderData();
  const { experiments } = await getRequestContext();
  const nonce = await readNonce();
  return (
    <html lang={locale} dir={dir}>
      <head>
        <StrictCspSettings nonce={nonce} />
        <style dangerouslySetInnerHTML={{ __html: themesCss() }} />
      </head>
      <body>
        <ConsentModeDefaults country={headerData.country} nonce={nonce} />
        <NextIntlClientProvider messages={messages as never}>
          <HeaderDataProvider value={headerData}>{children as ReactNode}</HeaderDataProvider>
          <Toaster dir={dir} />
          <ConsentManager country={headerData.country} />
          <BrowserTracking
            experimentGroups={experiments.groups}
            splitsState={{ splits: experiments.splits, stepsPositions: experiments.stepsPositions }}
          />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
