import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { StrictCspSettings } from "@/features/security/components/strict-csp-settings";
import { readNonce } from "@/features/security/server/read-nonce";
import { directionOf, isLocale } from "@/i18n/locales";
import "../../globals.css";

/**
 * Root layout of the outage page, apart from the site's layout because that one loads header
 * settings from the database. Nothing here touches the database (see docs/operations.md).
 */
export async function generateMetadata({ params }: LayoutProps<"/service-unavailable/[locale]">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: isLocale(locale) ? locale : "en", namespace: "unavailable" });
  return { title: t("metaTitle"), robots: { index: false, follow: false } };
}

export const viewport: Viewport = { width: "device-width", initialScale: 1 };

export default async function UnavailableLayout({ children, params }: LayoutProps<"/service-unavailable/[locale]">) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  // Reading the nonce renders the page per request, so Next can put it on its own scripts.
  await readNonce();
  return (
    <html lang={locale} dir={directionOf(locale)}>
      <head>
        <StrictCspSettings />
      </head>
      <body data-theme="default" className="min-h-dvh bg-bg text-fg">
        <main id="main">{children as ReactNode}</main>
      </body>
    </html>
  );
}
