import { getTranslations } from "next-intl/server";
import { extraPictures, extraSlug } from "@/features/extras/domain/extra-products";
import type { OneTimeProduct } from "@/features/pricing/domain/package";
import { localizePath, type Locale } from "@/i18n/locales";

/** The add-ons the person owns, each a link to its pages (docs/extras.md, "In the account"). */
export async function ExtrasList({ products, locale }: { products: readonly OneTimeProduct[]; locale: Locale }) {
  const [t, names] = await Promise.all([getTranslations("extras"), getTranslations("email.products")]);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8" data-testid="extras-page">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold sm:text-3xl">{t("title")}</h1>
        <p className="text-muted">{t("intro")}</p>
      </header>
      {products.length === 0 ? (
        <p className="rounded-2xl border border-line p-4 text-muted" data-testid="extras-empty">
          {t("empty")}
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {products.map((product) => {
            const picture = extraPictures[product];
            return (
              <li key={product}>
                <a
                  href={localizePath(`/my-plan/extras/${extraSlug(product)}`, locale)}
                  className="flex h-full flex-col gap-3 rounded-2xl border border-line bg-surface p-3 hover:border-primary"
                  data-testid={`extras-item-${product}`}
                >
                  {/* eslint-disable-next-line @next/next/no-img-element -- a small optimised picture */}
                  <img src={picture.src} width={picture.width} height={picture.height} alt="" className="aspect-[3/2] h-auto w-full rounded-xl object-cover" />
                  <span className="font-bold">{names(product)}</span>
                  <span className="text-sm text-muted">{t(`summary.${product}`)}</span>
                  <span className="mt-auto font-semibold text-primary">{t("open")}</span>
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
