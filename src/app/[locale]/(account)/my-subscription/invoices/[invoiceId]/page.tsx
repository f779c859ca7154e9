import { redirectToSignIn } from "@/features/account/server/redirect-to-sign-in";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { loadPricePackage } from "@/features/billing/server/load-price-package";
import { moneyLocale } from "@/features/pricing/domain/format-money";
import { InvoiceDocument } from "@/features/subscription/components/invoice-document";
import { findOwnedInvoice } from "@/features/subscription/server/find-owned-invoice";
import { localizePath } from "@/i18n/locales";
import { resolvePageLocale } from "@/i18n/page-locale";
import { getViewer } from "@/server/auth/get-viewer";
import { getDb } from "@/server/db/client";
import { getRequestContext } from "@/server/request-context/get-request-context";

/** One person's invoice: rendered per request, never cached. */
export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: PageProps<"/[locale]/my-subscription/invoices/[invoiceId]">) {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: "mySubscription.invoice" });
  return { title: t("metaTitle"), robots: { index: false } };
}

/**
 * A printable invoice for its owner (docs/subscription.md, "Invoices"); anyone else, and an
 * unknown id, get the 404 page. Without a session, the sign-in page.
 */
export default async function InvoicePage({ params }: PageProps<"/[locale]/my-subscription/invoices/[invoiceId]">) {
  const locale = await resolvePageLocale(params);
  const { invoiceId } = await params;
  const { userData } = await getViewer();
  if (!userData) return redirectToSignIn(locale, `/my-subscription/invoices/${encodeURIComponent(invoiceId)}`);
  const db = await getDb();
  const invoice = await findOwnedInvoice(db, userData.uuid, invoiceId);
  if (!invoice) notFound();
  const [stored, context] = await Promise.all([loadPricePackage(db, invoice.packageId), getRequestContext()]);
  return (
    <InvoiceDocument
      invoice={invoice}
      pkg={stored?.pkg ?? null}
      locale={locale}
      moneyLocale={moneyLocale(locale, context.country)}
      ownerEmail={userData.email}
      backHref={localizePath("/my-subscription", locale)}
    />
  );
}
