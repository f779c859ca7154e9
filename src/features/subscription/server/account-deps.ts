import "server-only";
import type { PaymentProvider } from "@/features/billing/domain/payment-provider";
import type { ProviderName } from "@/features/billing/domain/provider-event";
import type { SubscriptionAccountPort } from "@/features/billing/domain/subscription-account-port";
import type { Db } from "@/server/db/db-type";
import type { RequestSend } from "@/server/email/queue-email";

/** What the account's use cases run on; the app's is `appAccountDeps`, tests pass their own. */
export type AccountDeps = {
  db: Db;
  now: () => Date;
  /** The payment port of the provider a subscription was sold through. */
  paymentPort: (provider: ProviderName) => PaymentProvider | null;
  accountPort: (provider: ProviderName) => SubscriptionAccountPort | null;
  mail: { requestSend: RequestSend; siteUrl: string; supportEmail: string };
};

/** Codes after which the same request may simply be sent again: the provider decided nothing. */
export const transientCodes: ReadonlySet<string> = new Set(["provider_unavailable", "rate_limited"]);
