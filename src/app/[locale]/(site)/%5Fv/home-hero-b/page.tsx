import type { Metadata } from "next";
import { HomePage } from "@/features/home/components/home-page";
import { resolvePageLocale } from "@/i18n/page-locale";

export const metadata: Metadata = { robots: "noindex,follow" };

/** Home with the split test's alternative hero: the internal target of `/?hero=b`. */
export default async function Page({ params }: PageProps<"/[locale]/_v/home-hero-b">) {
  await resolvePageLocale(params);
  return <HomePage hero="b" />;
}
