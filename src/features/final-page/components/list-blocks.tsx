import type { ReactNode } from "react";
import type {
  BenefitsBlock as BenefitsContent,
  FaqBlock as FaqContent,
  GuaranteeBlock as GuaranteeContent,
  ReviewsBlock as ReviewsContent,
} from "@/features/final-page/domain/final-page";
import { CheckIcon } from "@/ui/icons";
import { blockText, type FinalPageTranslate } from "./block-text";

type Common = { locale: string; t: FinalPageTranslate };

/** A block with its heading: what the benefits, reviews and FAQ blocks share. */
function TitledSection({
  testId,
  title,
  children,
}: {
  testId: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="flex flex-col gap-3" data-testid={testId}>
      <h2 className="text-xl font-bold">{title}</h2>
      {children}
    </section>
  );
}

/** What the plan gives, one checked line each. */
export function BenefitsBlock({ block, locale, t }: Common & { block: BenefitsContent }) {
  return (
    <TitledSection testId="final-benefits" title={blockText(t, locale, block.title)}>
      <ul className="flex flex-col gap-3">
        {block.items.map((item, index) => (
          <li key={index} className="flex gap-3">
            <CheckIcon size={22} className="mt-0.5 shrink-0" />
            <span>
              <span className="block font-semibold">{blockText(t, locale, item.title)}</span>
              {item.body ? (
                <span className="block text-sm text-muted">{blockText(t, locale, item.body)}</span>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}

/** Members' reviews with their star rating (read out as "5 out of 5 stars"). */
export function ReviewsBlock({ block, locale, t }: Common & { block: ReviewsContent }) {
  return (
    <TitledSection testId="final-reviews" title={blockText(t, locale, block.title)}>
      <ul className="flex flex-col gap-3">
        {block.items.map((review, index) => (
          <li key={index} className="rounded-2xl bg-surface p-4">
            <p
              className="text-warning"
              role="img"
              aria-label={t("reviews.ratingLabel", { rating: review.rating })}
            >
              {"★".repeat(review.rating)}
              <span className="text-line">{"★".repeat(5 - review.rating)}</span>
            </p>
            <blockquote className="mt-1">{blockText(t, locale, review.body)}</blockquote>
            <p className="mt-2 text-sm font-semibold text-muted">
              {blockText(t, locale, review.author)}
            </p>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}

/** The money-back guarantee. */
export function GuaranteeBlock({ block, locale, t }: Common & { block: GuaranteeContent }) {
  const values = { days: block.days };
  return (
    <section
      className="rounded-3xl border-2 border-success p-5 text-center"
      data-testid="final-guarantee"
    >
      <h2 className="text-lg font-bold">{blockText(t, locale, block.title, values)}</h2>
      <p className="mt-2 text-sm">{blockText(t, locale, block.body, values)}</p>
    </section>
  );
}

/** Questions and answers, each opening on its own (works without JavaScript). */
export function FaqBlock({ block, locale, t }: Common & { block: FaqContent }) {
  return (
    <TitledSection testId="final-faq" title={blockText(t, locale, block.title)}>
      {block.items.map((item, index) => (
        <details key={index} className="rounded-2xl bg-surface px-4 py-3">
          <summary className="cursor-pointer font-semibold">
            {blockText(t, locale, item.title)}
          </summary>
          {item.body ? (
            <p className="mt-2 text-sm text-muted">{blockText(t, locale, item.body)}</p>
          ) : null}
        </details>
      ))}
    </TitledSection>
  );
}
