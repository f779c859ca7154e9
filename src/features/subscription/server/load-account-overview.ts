import "server-only";
import { eq } from "drizzle-orm";
import { loadPricePackage } from "@/features/billing/server/load-price-package";
import type { AccountOverview } from "@/features/subscription/domain/account-overview";
import {
  discountRenewalsLeft,
  nextCharge,
  renewalAmount,
  statusView,
} from "@/features/subscription/domain/next-charge";
import { customers } from "@/server/db/schema/billing";
import type { AccountDeps } from "./account-deps";
import { countPaidInvoices, findAccountSubscription, findRetentionOffer } from "./account-subscription";
import { listOwnedInvoices } from "./find-owned-invoice";


/**
 * Everything the account page shows about the signed-in person's subscription, read only
 * (a GET render writes nothing); null when they have none.
 */
export async function loadAccountOverview(
  deps: AccountDeps,
  userUuid: string,
): Promise<AccountOverview | null> {
  const { db } = deps;
  const subscription = await findAccountSubscription(db, userUuid);
  if (!subscription) return null;
  const [stored, offer, paid, invoices, customer] = await Promise.all([
    loadPricePackage(db, subscription.packageId),
    findRetentionOffer(db, subscription.id),
    countPaidInvoices(db, subscription.id),
    listOwnedInvoices(db, userUuid, subscription.id),
    db.select().from(customers).where(eq(customers.id, subscription.customerId)),
  ]);
  const pkg = stored?.pkg ?? null;
  const amounts =
    pkg?.kind === "subscription"
      ? pkg.amounts[subscription.currency as keyof typeof pkg.amounts]
      : undefined;
  const discount =
    offer?.kind === "discount"
      ? {
          percentOff: offer.percentOff!,
          renewalsLeft: discountRenewalsLeft(
            offer.renewals!,
            await countPaidInvoices(db, subscription.id, offer.acceptedAt),
          ),
        }
      : null;
  const resumesAt = subscription.status === "paused" ? (offer?.resumesAt ?? null) : null;
  const renewalAmountMinor =
    amounts && pkg?.kind === "subscription"
      ? renewalAmount({
          regularMinor: amounts.regular,
          introMinor: amounts.intro ?? null,
          introPeriods: pkg.intro.type === "intro_price" ? pkg.intro.periods : 0,
          paidInvoices: paid,
        })
      : null;
  const charge =
    renewalAmountMinor === null
      ? null
      : nextCharge({
          status: subscription.status,
          cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
          currentPeriodEnd: subscription.currentPeriodEnd,
          resumesAt,
          renewalAmountMinor,
          discount,
        });
  const methodId = customer[0]?.paymentMethodId;
  const account = deps.accountPort(subscription.provider);
  const described = methodId && account ? await account.describePaymentMethod({ paymentMethodId: methodId }) : null;
  const ended = subscription.status === "canceled" || subscription.status === "expired";
  return {
    subscriptionId: subscription.id,
    status: subscription.status,
    view: statusView({ ...subscription, resumesAt }),
    pkg,
    currency: subscription.currency,
    currentPeriodEnd: subscription.currentPeriodEnd,
    nextCharge: charge,
    renewalAmountMinor,
    discount: discount && discount.renewalsLeft > 0 ? discount : null,
    paymentMethod: described?.ok ? described.paymentMethod : null,
    invoices,
    cancellable: !ended && !subscription.cancelAtPeriodEnd,
  };
}
