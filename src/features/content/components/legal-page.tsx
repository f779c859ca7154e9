import { getFormatter, getTranslations } from "next-intl/server";
import type { LegalDocument } from "@/features/content/domain/legal-document";
import type { LocalizedContent } from "@/features/content/domain/localized-content";
import { fillPlaceholders, fillText, type PlaceholderValues } from "@/features/content/domain/placeholders";
import { RichText } from "./rich-text";

/** A legal page: its own text, or the English text under a translated notice. */
export async function LegalPage({ document, values }: { document: LocalizedContent<LegalDocument>; values: PlaceholderValues }) {
  const t = await getTranslations("legal");
  const format = await getFormatter();
  const { value } = document;
  return (
    <article className="py-10" data-testid="legal-page" data-slug={value.slug}>
      {document.isFallback ? (
        <p role="note" data-testid="legal-fallback-notice" className="mb-6 rounded-lg border border-line bg-surface p-3 text-sm">
          {t("fallbackNotice")}
        </p>
      ) : null}
      <div lang={document.locale}>
        <h1 className="text-3xl font-bold">{fillText(value.title, values)}</h1>
        <p className="mt-2 text-sm text-muted">
          {t("lastUpdated", { date: format.dateTime(new Date(`${value.lastUpdated}T12:00:00Z`), { dateStyle: "long" }) })}
        </p>
        <RichText blocks={fillPlaceholders(value.blocks, values)} className="mt-8" />
      </div>
    </article>
  );
}
