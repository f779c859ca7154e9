import { getTranslations } from "next-intl/server";
import { libraryQueryString, type LibraryQuery } from "../domain/library-query";

/** Previous / next links keeping the filters; plain links, no JavaScript. */
export async function LibraryPagination({ query, page, pageCount, path }: { query: LibraryQuery; page: number; pageCount: number; path: string }) {
  if (pageCount <= 1) return null;
  const t = await getTranslations("cooking");
  const link = "min-h-11 inline-flex items-center rounded-full border border-line px-4 text-sm font-semibold";
  const hrefOf = (p: number) => `${path}${libraryQueryString({ ...query, page: p })}`;
  return (
    <nav aria-label={t("pagination.label")} className="flex items-center justify-between gap-2 print:hidden" data-testid="library-pagination">
      {page > 1 ? (
        <a href={hrefOf(page - 1)} rel="prev" className={link}>
          <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
            ←
          </span>
          &nbsp;{t("pagination.previous")}
        </a>
      ) : (
        <span />
      )}
      <span className="text-sm text-muted" aria-current="page">
        {t("pagination.status", { page, pageCount })}
      </span>
      {page < pageCount ? (
        <a href={hrefOf(page + 1)} rel="next" className={link}>
          {t("pagination.next")}&nbsp;
          <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
            →
          </span>
        </a>
      ) : (
        <span />
      )}
    </nav>
  );
}
