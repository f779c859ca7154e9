import type { ReactNode } from "react";
import type { LandingBlock, LandingPageContent, LandingText } from "@/features/landing-pages/domain/landing-page";
import { landingText } from "@/features/landing-pages/domain/landing-page";
import { keepQueryScript } from "@/features/landing-pages/domain/start-query";
import { buttonStyles } from "@/ui/button";

type Props = {
  page: LandingPageContent;
  locale: string;
  startHref: string;
  /** Per block, the pricing teaser's "From X per day" worked out on the server; null shows no teaser. */
  prices: readonly (string | null)[];
};

/**
 * A landing page's content for visitors (docs/landing-pages.md): its blocks in order, copy in
 * the visitor's locale (English where a translation is missing); every start button leads to
 * the page's start target in the visitor's locale and, through a fixed inline script, keeps the
 * visitor's query. No client bundle: the FAQ uses <details>.
 */
export function LandingPageView({ page, locale, startHref, prices }: Props) {
  return (
    <div className="mx-auto max-w-[960px] space-y-12 py-10" data-testid="landing-page">
      {page.blocks.map((block, index) => (
        <LandingBlockView key={index} block={block} locale={locale} startHref={startHref} price={prices[index] ?? null} />
      ))}
      <script dangerouslySetInnerHTML={{ __html: keepQueryScript }} />
    </div>
  );
}

function StartButton({ href, label }: { href: string; label: ReactNode }) {
  return (
    <a href={href} className={buttonStyles({ kind: "primary", size: "big" })} data-testid="landing-start" data-keep-query="">
      {label}
    </a>
  );
}

/**
 * Copy for the page's language; where it falls back to the English, the English is marked as
 * such (`lang="en" dir="ltr"`), so an Arabic page shows "Ready?" rather than "?Ready".
 */
function copy(text: LandingText | undefined, locale: string): ReactNode {
  const own = text?.[locale];
  if (own || locale === "en" || !text?.en) return own || text?.en || "";
  return (
    <span lang="en" dir="ltr">
      {text.en}
    </span>
  );
}

function LandingBlockView({ block, locale, startHref, price }: { block: LandingBlock; locale: string; startHref: string; price: string | null }) {
  const t = (text: LandingText | undefined) => copy(text, locale);
  switch (block.type) {
    case "hero":
      return (
        <section className="grid items-center gap-8 md:grid-cols-2">
          <div className="space-y-4">
            <h1 className="text-3xl font-bold md:text-5xl">{t(block.headline)}</h1>
            {block.sub ? <p className="text-lg text-muted">{t(block.sub)}</p> : null}
            <StartButton href={startHref} label={t(block.cta)} />
          </div>
          {block.imageUrl ? (
            // A staff-chosen image of unknown size: a plain image scaled to the column, not the optimiser.
            // eslint-disable-next-line @next/next/no-img-element
            <img src={block.imageUrl} alt={landingText(block.imageAlt, locale)} className="w-full rounded-2xl object-cover" fetchPriority="high" />
          ) : null}
        </section>
      );
    case "benefits":
      return (
        <section className="space-y-4">
          <h2 className="text-2xl font-bold">{t(block.title)}</h2>
          <ul className="grid gap-4 sm:grid-cols-2">
            {block.items.map((item, index) => (
              <li key={index} className="rounded-xl border border-line p-4">
                <p className="font-semibold">{t(item.title)}</p>
                {item.body ? <p className="text-muted">{t(item.body)}</p> : null}
              </li>
            ))}
          </ul>
        </section>
      );
    case "testimonials":
      return (
        <section className="space-y-4">
          <h2 className="text-2xl font-bold">{t(block.title)}</h2>
          <ul className="grid gap-4 sm:grid-cols-2">
            {block.items.map((item, index) => (
              <li key={index} className="space-y-2 rounded-xl bg-surface p-4">
                <p aria-hidden="true" className="text-accent">
                  {"★".repeat(item.rating)}
                  {"☆".repeat(5 - item.rating)}
                </p>
                <blockquote>{t(item.body)}</blockquote>
                <p className="text-sm font-semibold">{t(item.author)}</p>
              </li>
            ))}
          </ul>
        </section>
      );
    case "faq":
      return (
        <section className="space-y-4">
          <h2 className="text-2xl font-bold">{t(block.title)}</h2>
          {block.items.map((item, index) => (
            <details key={index} className="rounded-xl border border-line p-4">
              <summary className="cursor-pointer font-semibold">{t(item.title)}</summary>
              {item.body ? <p className="pt-2 text-muted">{t(item.body)}</p> : null}
            </details>
          ))}
        </section>
      );
    case "comparison":
      return (
        <section className="space-y-4" data-testid="landing-comparison">
          <h2 className="text-2xl font-bold">{t(block.title)}</h2>
          <table className="w-full table-fixed border-collapse text-sm sm:text-base">
            <thead>
              <tr>
                <td className="w-1/3" />
                <th scope="col" className="rounded-t-xl bg-primary p-3 text-start font-bold text-on-primary">
                  {t(block.oursLabel)}
                </th>
                <th scope="col" className="p-3 text-start font-semibold text-muted">
                  {t(block.otherLabel)}
                </th>
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, index) => (
                <tr key={index} className="border-t border-line">
                  <th scope="row" className="break-words p-3 text-start font-semibold">
                    {t(row.label)}
                  </th>
                  <td className="break-words bg-primary-light p-3">{t(row.ours)}</td>
                  <td className="break-words p-3 text-muted">{t(row.other)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      );
    case "pricing":
      // No price worked out (the package was withdrawn or lacks the currency): no teaser, never a made-up figure.
      if (!price) return null;
      return (
        <section className="space-y-3 rounded-2xl border-2 border-primary p-6 text-center" data-testid="landing-pricing">
          <h2 className="text-2xl font-bold">{t(block.title)}</h2>
          <p className="text-3xl font-bold" data-testid="landing-price">
            {price}
          </p>
          {block.note ? <p className="text-sm text-muted">{t(block.note)}</p> : null}
          {block.cta ? <StartButton href={startHref} label={t(block.cta)} /> : null}
        </section>
      );
    case "cta":
      return (
        <section className="space-y-4 rounded-2xl bg-primary-light p-8 text-center">
          <h2 className="text-2xl font-bold">{t(block.title)}</h2>
          <StartButton href={startHref} label={t(block.cta)} />
        </section>
      );
  }
}
