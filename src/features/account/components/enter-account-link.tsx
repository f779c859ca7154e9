"use client";

import { rememberSignInEmail } from "@/features/account/client/sign-in-prefill";

/**
 * A link to the sign-in page that hands it the address the page already knows, so the e-mail
 * field is filled in (docs/account.md, "Where sign-in returns").
 */
export function EnterAccountLink({ href, email, className, label }: { href: string; email: string; className: string; label: string }) {
  return (
    <a href={href} className={className} onClick={() => rememberSignInEmail(email)} data-testid="thank-you-account-cta">
      {label}
    </a>
  );
}
