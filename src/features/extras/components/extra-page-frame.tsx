import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { PrintButton } from "@/features/cooking/components/print-button";

/**
 * One add-on's pages (docs/extras.md): a way back to the extras and a print button (both
 * hidden on paper), the title, then the content, laid out to print on its own.
 */
export async function ExtraPageFrame(props: { title: string; intro: string; backHref: string; product: string; children: ReactNode }) {
  const t = await getTranslations("extras");
  return (
    <article
      className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-8 print:max-w-none print:px-0 print:py-0"
      data-testid="extra-content"
      data-product={props.product}
    >
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <a href={props.backHref} className="text-sm text-primary underline-offset-4 hover:underline">
          <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
            ←
          </span>
          &nbsp;{t("back")}
        </a>
        <PrintButton label={t("print")} />
      </div>
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold break-words sm:text-3xl">{props.title}</h1>
        <p className="text-muted">{props.intro}</p>
      </header>
      {props.children}
    </article>
  );
}
