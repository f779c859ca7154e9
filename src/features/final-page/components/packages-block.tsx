import { getTranslations } from "next-intl/server";
import type { PackagesBlock as PackagesBlockContent } from "@/features/final-page/domain/final-page";
import type { PackageOffers } from "@/features/final-page/domain/package-offers";
import { formatMoney, moneyLocale } from "@/features/pricing/domain/format-money";
import type { SubscriptionPackage } from "@/features/pricing/domain/package";
import {
  dueTodayLabel,
  mostPopularLabel,
  perDayLabel,
  savingLabel,
} from "@/features/pricing/domain/price-labels";
import { renderPriceText, type PricingTranslate } from "@/features/pricing/domain/price-text";
import { renewalText } from "@/features/pricing/domain/renewal-text";
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
  const moneyIn = moneyLocale(locale, props.country);
  const money = (minor: number) => formatMoney(minor, offers.currency, moneyIn);
  const rows = offers.offers.flatMap((offer): PackageRow[] => {
    const pkg = props.packages.find((candidate) => candidate.id === offer.id);
    if (!pkg) return [];
    const titleKey = pkg.period.unit === "week" ? "packages.planWeeks" : "packages.planMonths";
    const tag =
      offer.trialDays !== null
        ? t("packages.freeTrial", { days: offer.trialDays })
        : offer.savingPercent !== null
          ? renderPriceText(pricing, savingLabel(offer.savingPercent))
          : undefined;
    return [
      {
        id: offer.id,
        title: t(titleKey, { count: pkg.period.count }),
        perDayPrice: money(offer.perDay),
        perDayLabel: renderPriceText(pricing, perDayLabel),
        ...(offers.discount && offer.regularPerDay > offer.perDay
          ? { wasPerDay: t("packages.wasPerDay", { price: money(offer.regularPerDay) }) }
          : {}),
        ...(tag ? { tag } : {}),
        ...(offer.mostPopular ? { badge: renderPriceText(pricing, mostPopularLabel) } : {}),
        dueTodayLabel: renderPriceText(pricing, dueTodayLabel),
        dueTodayPrice: money(offer.dueToday),
        renewalText: renderPriceText(pricing, renewalText(pkg, offers.currency, moneyIn)),
      },
    ];
  });
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
