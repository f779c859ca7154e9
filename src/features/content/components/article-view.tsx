import { getFormatter, getTranslations } from "next-intl/server";
import Image from "next/image";
import type { Article } from "@/features/content/domain/article";
import type { Author } from "@/features/content/domain/author";
import { fillPlaceholders, fillText, type PlaceholderValues } from "@/features/content/domain/placeholders";
import { blocksReadingTimeMinutes } from "@/features/content/domain/reading-time";
import { Link } from "@/i18n/navigation";
import { AuthorAvatar } from "./author-avatar";
import { InlineText } from "./inline-text";
import { JsonLd } from "./json-ld";
import { RichText } from "./rich-text";

export type ArticleViewProps = {
  article: Article;
  author: Author;
  categoryName: string;
  editorialNote: string;
  values: PlaceholderValues;
  heroImage: string;
  jsonLd: unknown;
};

/** One blog article with its byline, reading time, editorial note and structured data. */
export async function ArticleView({ article, author, categoryName, editorialNote, values, heroImage, jsonLd }: ArticleViewProps) {
  const t = await getTranslations("blog");
  const format = await getFormatter();
  const date = (iso: string) => format.dateTime(new Date(`${iso}T12:00:00Z`), { dateStyle: "long" });
  return (
    <article className="py-10" data-testid="article">
      <JsonLd data={jsonLd} />
      <p className="text-xs font-semibold uppercase tracking-wide text-primary">{categoryName}</p>
      <h1 className="mt-2 text-3xl font-bold">{fillText(article.title, values)}</h1>
      <p className="mt-3 text-lg text-muted">{fillText(article.description, values)}</p>
      <div className="mt-6 flex items-center gap-3 text-sm">
        <AuthorAvatar name={author.name} size={44} />
        <div>
          <Link href={`/blog/authors/${author.slug}`} className="font-semibold hover:underline" data-testid="article-author">
            {author.name}, {author.credentials}
          </Link>
          <p className="text-muted">
            {t("published", { date: date(article.publishedAt) })} · {t("minutesRead", { minutes: blocksReadingTimeMinutes(article.blocks) })}
            {article.updatedAt !== article.publishedAt ? ` · ${t("updated", { date: date(article.updatedAt) })}` : null}
          </p>
        </div>
      </div>
      <Image src={heroImage} alt={article.heroAlt} width={768} height={432} className="mt-8 aspect-video w-full rounded-xl object-cover" priority />
      <RichText blocks={fillPlaceholders(article.blocks, values)} className="mt-8" />
      <aside className="mt-10 rounded-xl border border-line bg-surface p-4 text-sm" data-testid="editorial-note">
        <p className="mb-1 font-semibold">{t("editorialNoteTitle")}</p>
        <p>
          <InlineText text={fillText(editorialNote, values)} />
        </p>
      </aside>
    </article>
  );
}
