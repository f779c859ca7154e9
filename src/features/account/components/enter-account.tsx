import { EnterAccountLink } from "./enter-account-link";

/** How the thank-you page lets the buyer into the account (docs/account.md, "Right after paying"). */
export type AccountEntry =
  /** This purchase made the account: a form post opens it at once. */
  | { kind: "direct"; action: string; locale: string }
  /** The address must be proven first: the sign-in page, returning to the plan, address filled in. */
  | { kind: "signin"; href: string; email: string };

export function EnterAccount({ entry, label, className }: { entry: AccountEntry; label: string; className: string }) {
  if (entry.kind === "signin") return <EnterAccountLink href={entry.href} email={entry.email} className={className} label={label} />;
  return (
    <form method="post" action={entry.action}>
      <input type="hidden" name="locale" value={entry.locale} />
      <button type="submit" className={className} data-testid="thank-you-account-cta">
        {label}
      </button>
    </form>
  );
}
