import { getTranslations } from "next-intl/server";
import { AuthorProfile } from "@/features/content/components/author-profile";
import { SitePage } from "@/features/site/components/site-page";
import { authors, blogPlaceholderValues } from "@/features/site/server/blog-page-data";
import { requireEnglish } from "@/features/site/server/english-only";
import { pageMetadata } from "@/features/site/server/page-metadata";
import { Link } from "@/i18n/navigation";
import { resolvePageLocale } from "@/i18n/page-locale";

export async function generateMetadata({ params }: PageProps<"/[locale]/blog/authors">) {
  const t = await getTranslations({ locale: "en", namespace: "blog" });
  return pageMetadata({ locale: (await params).locale, path: "/blog/authors", title: t("authorsTitle"), description: t("authorsDescription"), written: ["en"] });
}

export default async function AuthorsPage({ params }: PageProps<"/[locale]/blog/authors">) {
  const locale = await resolvePageLocale(params);
  requireEnglish(locale, "/blog/authors");
  const [t, values] = await Promise.all([getTranslations("blog"), blogPlaceholderValues()]);
  return (
    <SitePage>
      <section className="py-10" data-testid="authors-index">
        <h1 className="text-3xl font-bold">{t("authorsTitle")}</h1>
        <p className="mt-2 text-muted">{t("authorsDescription")}</p>
        <ul className="mt-8 space-y-10">
          {authors.map((author) => (
            <li key={author.slug}>
              <AuthorProfile author={author} values={values} headingLevel={2} />
              <Link href={`/blog/authors/${author.slug}`} className="mt-2 inline-block ps-0 font-semibold text-primary sm:ps-20">
                {t("authorPage", { name: author.name })}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </SitePage>
  );
}
