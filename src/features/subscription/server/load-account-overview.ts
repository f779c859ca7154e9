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
import { countPaidInvoices, findRetentionOffer, listAccountSubscriptions } from "./account-subscription";
import { listOwnedInvoices } from "./find-owned-invoice";


/**
 * Everything the account page shows about the signed-in person's subscription — the first in
 * account order — with their other subscriptions and the invoices of all of them, read only
 * (a GET render writes nothing); null when they have none.
 */
export async function loadAccountOverview(
  deps: AccountDeps,
  userUuid: string,
): Promise<AccountOverview | null> {
  const { db } = deps;
  const [subscription, ...rest] = await listAccountSubscriptions(db, userUuid);
  if (!subscription) return null;
  const [stored, offer, paid, invoices, customer, others] = await Promise.all([
    loadPricePackage(db, subscription.packageId),
    findRetentionOffer(db, subscription.id),
    countPaidInvoices(db, subscription.id),
    listOwnedInvoices(db, userUuid),
    db.select().from(customers).where(eq(customers.id, subscription.customerId)),
    Promise.all(
      rest.map(async (other) => ({
        subscriptionId: other.id,
        status: other.status,
        view: statusView({ ...other, resumesAt: null }),
        pkg: (await loadPricePackage(db, other.packageId))?.pkg ?? null,
        currentPeriodEnd: other.currentPeriodEnd,
        startedAt: other.createdAt,
      })),
    ),
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
  // The card this subscription renews with: its checkout's, or the one its owner put in since.
  const methodId = subscription.paymentMethodId ?? customer[0]?.paymentMethodId;
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
    others,
    cancellable: !ended && !subscription.cancelAtPeriodEnd,
  };
}
