import { getTranslations } from "next-intl/server";
import type { PackagesBlock as PackagesBlockContent } from "@/features/final-page/domain/final-page";
import type { PackageOffers } from "@/features/final-page/domain/package-offers";
import { packageRows } from "@/features/final-page/domain/package-rows";
import { moneyLocale } from "@/features/pricing/domain/format-money";
import type { SubscriptionPackage } from "@/features/pricing/domain/package";
import {
  dueTodayLabel,
  mostPopularLabel,
  perDayLabel,
} from "@/features/pricing/domain/price-labels";
import { renderPriceText, type PricingTranslate } from "@/features/pricing/domain/price-text";
import { blockText, type FinalPageTranslate } from "./block-text";
import { PackagePicker, type PackageRow } from "./package-picker";

/** The form field that carries the chosen package id. */
export const PACKAGE_FIELD = "packageId";

/** The plans of the offered set with their prices per day, badge, saving and renewal words. */
export async function PackagesBlock(props: {
  block: PackagesBlockContent;
  offers: PackageOffers;
  packages: readonly SubscriptionPackage[];
  locale: string;
  country: string;
  t: FinalPageTranslate;
}) {
  const { block, offers, t, locale } = props;
  const pricing = (await getTranslations("pricing")) as unknown as PricingTranslate;
  const rows = packageRows(offers, props.packages, moneyLocale(locale, props.country)).map(
    (row): PackageRow => ({
      id: row.id,
      title: t(row.title.key, { count: row.title.count }),
      perDayPrice: row.perDay,
      perDayLabel: renderPriceText(pricing, perDayLabel),
      ...(row.wasPerDay ? { wasPerDay: t("packages.wasPerDay", { price: row.wasPerDay }) } : {}),
      ...(row.tag
        ? {
            tag:
              row.tag.kind === "trial"
                ? t("packages.freeTrial", { days: row.tag.days })
                : t(row.tag.versus.key, { percent: row.tag.percent, count: row.tag.versus.count }),
          }
        : {}),
      ...(row.mostPopular ? { badge: renderPriceText(pricing, mostPopularLabel) } : {}),
      dueTodayLabel: renderPriceText(pricing, dueTodayLabel),
      dueTodayPrice: row.dueToday,
      renewalText: renderPriceText(pricing, row.renewal),
    }),
  );
  return (
    <section className="flex flex-col gap-4" data-testid="final-packages">
      <h2 className="text-center text-xl font-bold">{blockText(t, locale, block.title)}</h2>
      <PackagePicker
        name={PACKAGE_FIELD}
        groupLabel={t("packages.groupLabel")}
        rows={rows}
        defaultSelectedId={offers.defaultSelectedId}
        ctaLabel={blockText(t, locale, block.cta)}
        layout={block.layout}
      />
    </section>
  );
}
