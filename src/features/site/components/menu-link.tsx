"use client";

import { useLocale } from "next-intl";
import type { ReactNode } from "react";
import { localizePath } from "@/i18n/locales";
import { Link } from "@/i18n/navigation";

const itemClass = "block rounded-md px-3 py-2 text-start text-fg hover:bg-surface focus-visible:bg-surface";

/** A burger-menu entry: a site link, a full page load or an external link. */
export function MenuLink({
  href,
  children,
  onNavigate,
  kind = "site",
  testId,
}: {
  href: string;
  children: ReactNode;
  onNavigate: () => void;
  kind?: "site" | "reload" | "external";
  testId?: string;
}) {
  const locale = useLocale();
  if (kind === "external") {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={itemClass} data-testid={testId} onClick={onNavigate}>
        {children}
      </a>
    );
  }
  if (kind === "reload") {
    // A plain anchor: the browser does a full page load (My plan, spec section 2).
    return (
      <a href={localizePath(href, locale)} className={itemClass} data-testid={testId} onClick={onNavigate}>
        {children}
      </a>
    );
  }
  return (
    <Link href={href} className={itemClass} data-testid={testId} onClick={onNavigate}>
      {children}
    </Link>
  );
}
