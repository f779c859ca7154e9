import "server-only";
import { isCurrencyCode } from "@/features/pricing/domain/currencies";
import { minorToDecimal } from "@/features/pricing/domain/minor-units";
import type { PaymentIntentObject } from "./sandbox-objects";
import { authenticationPath } from "./sandbox-objects";

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The processor's stand-in for a bank's 3-D Secure page: the amount, then Approve and Fail.
 * Plain HTML with no script, posted as a form. It is the processor's page, not the shop's,
 * so like a real bank page it is not part of the shop's translated pages.
 */
export function authenticationPage(intent: PaymentIntentObject, returnPath: string | null): string {
  const action = `${authenticationPath(intent.id)}${returnPath ? `?return=${encodeURIComponent(returnPath)}` : ""}`;
  const amount = isCurrencyCode(intent.currency)
    ? `${minorToDecimal(intent.amount, intent.currency)} ${intent.currency}`
    : escape(`${intent.amount} ${intent.currency}`);
  const body =
    intent.status === "requires_action"
      ? `<p>Sandbox test bank: confirm the payment of ${amount}.</p>
<form method="post" action="${escape(action)}">
<button type="submit" name="decision" value="approve">Approve</button>
<button type="submit" name="decision" value="fail">Fail</button>
</form>`
      : `<p>Sandbox test bank: this payment is ${escape(intent.status)}. You can close this page.</p>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Sandbox authentication</title></head>
<body><main>${body}</main></body></html>`;
}
