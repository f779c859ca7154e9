import { getTranslations } from "next-intl/server";
import type { FinalPageBlock } from "@/features/final-page/domain/final-page";
import { heroFigures } from "@/features/final-page/domain/hero-figures";
import type { PlanBlockSource } from "@/features/final-page/domain/plan-block-view";
import type { SummaryFigures } from "@/features/quiz/domain/summary-figures";
import type { FinalPageTranslate } from "./block-text";
import { HeroBlock } from "./hero-block";
import { LegalBlock } from "./legal-block";
import { BenefitsBlock, FaqBlock, GuaranteeBlock, ReviewsBlock } from "./list-blocks";
import { PackagesBlock } from "./packages-block";
import { PlanBlock } from "./plan-block";
import { TimerBlock } from "./timer-block";
import type { LoadedFinalPageView } from "./loaded-final-page-view";

/**
 * A final page's blocks in order (docs/final-page.md). The route loads the page with
 * `loadFinalPage` and wraps this in its checkout form: the picker's field is `packageId`.
 */
export async function FinalPageView(props: {
  page: LoadedFinalPageView;
  /** The quiz summary of this visitor; null without one (the hero then shows no figures). */
  summary: SummaryFigures | null;
  /** The planned week of this visitor's answers, for a plan block; null shows no plan block. */
  plan: PlanBlockSource | null;
  imperial: boolean;
  locale: string;
  country: string;
}) {
  const { page, locale, country } = props;
  const t = (await getTranslations("finalPage")) as unknown as FinalPageTranslate;
  const figures = props.summary ? heroFigures(props.summary) : null;
  // What the picker and the legal footer both price from.
  const pricing = { packages: page.packages, locale, country };
  // Once a countdown ended the offer, the page offers its expired set: no block may still call it a discount.
  const offerEnded = page.timer?.expired === true && page.timer.afterEnd === "offer_ends";
  const render = (block: FinalPageBlock, index: number) => {
    switch (block.type) {
      case "hero":
        return (
          <HeroBlock
            key={index}
            block={block}
            figures={figures}
            imperial={props.imperial}
            locale={locale}
            t={t}
          />
        );
      case "plan":
        return props.plan ? (
          <PlanBlock key={index} block={block} source={props.plan} locale={locale} t={t} />
        ) : null;
      case "timer":
        return page.timer ? (
          <TimerBlock key={index} block={block} state={page.timer} locale={locale} t={t} />
        ) : null;
      case "packages":
        return page.offers ? (
          <PackagesBlock
            key={index}
            block={offerEnded ? { ...block, title: { key: "packages.title" } } : block}
            offers={page.offers}
            {...pricing}
            t={t}
          />
        ) : null;
      case "benefits":
        return <BenefitsBlock key={index} block={block} locale={locale} t={t} />;
      case "reviews":
        return <ReviewsBlock key={index} block={block} locale={locale} t={t} />;
      case "guarantee":
        return <GuaranteeBlock key={index} block={block} locale={locale} t={t} />;
      case "faq":
        return <FaqBlock key={index} block={block} locale={locale} t={t} />;
      case "legal":
        return <LegalBlock key={index} block={block} offers={page.offers} {...pricing} />;
    }
  };
  return (
    <div
      className="flex flex-col gap-8"
      data-testid="final-page"
      data-slug={page.page.slug}
      data-variant={page.variant}
    >
      {page.blocks.map(render)}
    </div>
  );
}
