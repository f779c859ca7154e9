import { HomePage } from "@/features/home/components/home-page";
import { resolvePageLocale } from "@/i18n/page-locale";

/** Home, control variant; `/?hero=b` is rewritten by the proxy to `/_v/home-hero-b`. */
export default async function Page({ params }: PageProps<"/[locale]">) {
  await resolvePageLocale(params);
  return <HomePage hero="control" />;
}
