import type { ReactNode } from "react";
import { PageShell } from "@/ui/page-shell";
import { FocusedFooter } from "./focused-footer";
import { PlainHeader } from "./plain-header";
import { SkipLink } from "./skip-link";

/**
 * The frame of the pages that sell (final page, checkout, confirmation, upsell, thank-you;
 * docs/site.md, "Selling pages"): the logo, the page and a small legal footer — no promo bar,
 * return panel, menu or language switcher, nothing that leads away. All of it is rendered on
 * the server: the frame adds no client script to any page.
 */
export function FocusedPage({ country, children }: { country: string; children: ReactNode }) {
  return (
    <PageShell
      footer={<FocusedFooter country={country} />}
      header={
        <>
          <SkipLink />
          <PlainHeader />
        </>
      }
    >
      {children}
    </PageShell>
  );
}
