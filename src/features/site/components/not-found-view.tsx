"use client";

import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { PageShell } from "@/ui/page-shell";
import { SiteHeader } from "./site-header";

export type NotFoundViewProps = {
  /** Translated on the server: the 404 texts are not among the messages sent to the browser. */
  title: string;
  text: string;
  /** The one way back (home, or the last quiz address). */
  children: ReactNode;
};

/**
 * The translated 404 page: header, message and one way back. A client component so that the
 * not-found boundaries, which Next.js places into every response of their segment, carry only
 * a reference and three strings; the page itself is rendered only when a 404 happens
 * (docs/performance.md, "Page payload").
 */
export function NotFoundView({ title, text, children }: NotFoundViewProps) {
  const t = useTranslations("common");
  return (
    <PageShell
      header={
        <>
          <a
            href="#main"
            className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-bg focus:px-3 focus:py-2"
          >
            {t("skipToContent")}
          </a>
          <SiteHeader />
        </>
      }
    >
      <section className="py-20 text-center" data-testid="not-found">
        <p className="text-6xl font-bold text-primary">404</p>
        <h1 className="mt-4 text-2xl font-bold">{title}</h1>
        <p className="mx-auto mt-2 max-w-md text-muted">{text}</p>
        {children}
      </section>
    </PageShell>
  );
}
