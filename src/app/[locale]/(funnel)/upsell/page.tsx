import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { readPurchase } from "@/features/checkout/server/purchase-cookie";
import { FocusedPage } from "@/features/site/components/focused-page";
import { UpsellLastFailure, UpsellView } from "@/features/upsell/components/upsell-view";
import { loadUpsellPage } from "@/features/upsell/server/load-upsell-page";
import { upsellPaths } from "@/features/upsell/server/upsell-paths";
import { resolvePageLocale } from "@/i18n/page-locale";
import { getDb } from "@/server/db/client";
import { getRequestContext } from "@/server/request-context/get-request-context";

/** Per buyer (the purchase cookie): rendered for each request, never cached. */
export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: PageProps<"/[locale]/upsell">): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: "upsell" });
  return { title: t("metaTitle"), robots: { index: false, follow: false } };
}

/**
 * /upsell: the offers after a paid checkout, one per page (docs/upsell.md). Only the buyer's
 * purchase cookie unlocks them; without it, an unpaid order or no offer left, the thank-you page.
 */
export default async function UpsellPage({ params, searchParams }: PageProps<"/[locale]/upsell">) {
  const locale = await resolvePageLocale(params);
  const context = await getRequestContext();
  const data = await loadUpsellPage(
    await getDb(),
    { purchase: await readPurchase(), instructions: context.experiments.instructions },
    () => new Date(),
  );
  const thankYouPath = upsellPaths.thankYou(locale);
  if (!data) redirect(thankYouPath);
  const { choose } = await searchParams;
  return (
    <FocusedPage country={context.country}>
      {data.kind === "failed_last" ? (
        <UpsellLastFailure failure={data.previousFailure} thankYouPath={thankYouPath} />
      ) : (
        <UpsellView
          locale={locale}
          country={context.country}
          design={data.design}
          offer={data.offer}
          number={data.number}
          total={data.total}
          paid={data.paid}
          currency={data.currency}
          items={data.items}
          includedProducts={data.includedProducts}
          previousFailure={data.previousFailure}
          chooseFirst={choose === "1"}
          upsellPath={upsellPaths.upsell(locale)}
          thankYouPath={thankYouPath}
        />
      )}
    </FocusedPage>
  );
}
