import type { LandingBlock, LandingPageContent } from "@/features/landing-pages/domain/landing-page";
import { landingText } from "@/features/landing-pages/domain/landing-page";
import { buttonStyles } from "@/ui/button";

type Props = { page: LandingPageContent; locale: string; startHref: string };

/**
 * A landing page for visitors (docs/landing-pages.md): its blocks in order, copy in the
 * visitor's locale (English where a translation is missing); every start button leads to
 * the page's start target in the visitor's locale. No client JavaScript: the FAQ uses <details>.
 */
export function LandingPageView({ page, locale, startHref }: Props) {
  return (
    <main className="mx-auto max-w-[960px] space-y-12 px-4 py-10" data-testid="landing-page">
      {page.blocks.map((block, index) => (
        <LandingBlockView key={index} block={block} locale={locale} startHref={startHref} />
      ))}
    </main>
  );
}

function StartButton({ href, label }: { href: string; label: string }) {
  return (
    <a href={href} className={buttonStyles({ kind: "primary", size: "big" })} data-testid="landing-start">
      {label}
    </a>
  );
}

function LandingBlockView({ block, locale, startHref }: { block: LandingBlock; locale: string; startHref: string }) {
  const t = (text: Parameters<typeof landingText>[0]) => landingText(text, locale);
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
            <img src={block.imageUrl} alt={t(block.imageAlt)} className="w-full rounded-2xl object-cover" />
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
                <p aria-hidden="true" className="text-yellow-500">
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
    case "cta":
      return (
        <section className="space-y-4 rounded-2xl bg-primary-light p-8 text-center">
          <h2 className="text-2xl font-bold">{t(block.title)}</h2>
          <StartButton href={startHref} label={t(block.cta)} />
        </section>
      );
  }
}
