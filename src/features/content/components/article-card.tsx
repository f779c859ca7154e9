import { getTranslations } from "next-intl/server";
import type { Article } from "@/features/content/domain/article";
import { blocksReadingTimeMinutes } from "@/features/content/domain/reading-time";
import { fillText, type PlaceholderValues } from "@/features/content/domain/placeholders";
import { Link } from "@/i18n/navigation";

/** A teaser of an article on the blog index and author pages. */
export async function ArticleCard({ article, values, categoryName }: { article: Article; values: PlaceholderValues; categoryName: string }) {
  const t = await getTranslations("blog");
  return (
    <article className="rounded-xl border border-line p-5" data-testid="article-card">
      <p className="text-xs font-semibold uppercase tracking-wide text-primary">{categoryName}</p>
      <h2 className="mt-2 text-lg font-bold">
        <Link href={`/blog/${article.slug}`} className="hover:underline">
          {fillText(article.title, values)}
        </Link>
      </h2>
      <p className="mt-2 text-sm text-muted">{fillText(article.description, values)}</p>
      <p className="mt-3 text-xs text-muted">{t("minutesRead", { minutes: blocksReadingTimeMinutes(article.blocks) })}</p>
    </article>
  );
}
