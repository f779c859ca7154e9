"use client";

import { isFaqCountry } from "@/features/country/domain/country-lists";
import { Link } from "@/i18n/navigation";
import { useHeaderData } from "./header-data-provider";

/** The footer's FAQ link, by the same country rule as the menu's (EU + IS, LI, NO, GB). */
export function FooterFaqLink({ label }: { label: string }) {
  const { country } = useHeaderData();
  if (!isFaqCountry(country)) return null;
  return (
    <li>
      <Link href="/faq" className="text-muted hover:text-fg" data-testid="footer-faq">
        {label}
      </Link>
    </li>
  );
}
