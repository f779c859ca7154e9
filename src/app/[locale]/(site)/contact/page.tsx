import { getTranslations } from "next-intl/server";
import { ContactForm } from "@/features/contact/components/contact-form";
import { SitePage } from "@/features/site/components/site-page";
import { getPlaceholderValues } from "@/features/site/server/get-placeholder-values";
import { pageMetadata } from "@/features/site/server/page-metadata";
import { resolvePageLocale } from "@/i18n/page-locale";
import { getDb } from "@/server/db/client";

export async function generateMetadata({ params }: PageProps<"/[locale]/contact">) {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as "en", namespace: "contact" });
  return pageMetadata({ locale, path: "/contact", title: t("title"), description: t("description") });
}

export default async function ContactPage({ params }: PageProps<"/[locale]/contact">) {
  await resolvePageLocale(params);
  const [t, values] = await Promise.all([getTranslations("contact"), getDb().then(getPlaceholderValues)]);
  const email = values.supportEmail;
  return (
    <SitePage>
      <section className="py-10" data-testid="contact-page">
        <h1 className="text-3xl font-bold">{t("title")}</h1>
        <p className="mt-2 text-muted">{t("intro")}</p>
        <p className="mt-2 text-sm text-muted">
          {t.rich("emailUs", { email, link: (chunks) => <a href={`mailto:${email}`} className="font-medium text-primary" dir="ltr">{chunks}</a> })}
        </p>
        <div className="mt-8">
          <ContactForm />
        </div>
      </section>
    </SitePage>
  );
}
