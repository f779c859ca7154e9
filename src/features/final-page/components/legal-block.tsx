import { getTranslations } from "next-intl/server";
import type { LegalBlock as LegalContent } from "@/features/final-page/domain/final-page";
import { resolveText } from "@/features/final-page/domain/final-page-text";
import type { PackageOffers } from "@/features/final-page/domain/package-offers";
import { moneyLocale } from "@/features/pricing/domain/format-money";
import type { SubscriptionPackage } from "@/features/pricing/domain/package";
import { renderPriceText, type PricingTranslate } from "@/features/pricing/domain/price-text";
import { packageRows } from "@/features/final-page/domain/package-rows";
import { Link } from "@/i18n/navigation";

const linkClass = "font-semibold underline";

/**
 * The small print: the renewal words of every offered plan, and the agreement line with links
 * to the subscription terms and the refund policy. Staff-written text is shown above the
 * standard line, which always carries the links (docs/final-page.md, "Copy").
 */
export async function LegalBlock(props: {
  block: LegalContent;
  offers: PackageOffers | null;
  packages: readonly SubscriptionPackage[];
  locale: string;
  country: string;
}) {
  const t = await getTranslations("finalPage");
  const pricing = (await getTranslations("pricing")) as unknown as PricingTranslate;
  const moneyIn = moneyLocale(props.locale, props.country);
  const body = resolveText(props.block.body, props.locale);
  const rows = props.offers ? packageRows(props.offers, props.packages, moneyIn) : [];
  const line = t.rich(body.kind === "message" ? (body.key as "legal.body") : "legal.body", {
    terms: (chunks) => (
      <Link href="/subscription-terms" className={linkClass}>
        {chunks}
      </Link>
    ),
    refund: (chunks) => (
      <Link href="/refund-policy" className={linkClass}>
        {chunks}
      </Link>
    ),
  });
  return (
    <section className="flex flex-col gap-2 text-xs text-muted" data-testid="final-legal">
      {props.block.showRenewalText
        ? rows.map((row) => <p key={row.id}>{renderPriceText(pricing, row.renewal)}</p>)
        : null}
      {body.kind === "literal" ? <p>{body.text}</p> : null}
      <p>{line}</p>
    </section>
  );
}
