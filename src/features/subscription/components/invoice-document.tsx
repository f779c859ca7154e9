import { getTranslations } from "next-intl/server";
import { formatMoney } from "@/features/pricing/domain/format-money";
import type { CurrencyCode } from "@/features/pricing/domain/currencies";
import type { PricePackage } from "@/features/pricing/domain/package";
import { formatAccountDate } from "@/features/subscription/domain/account-dates";
import type { OwnedInvoice } from "@/features/subscription/domain/account-overview";
import type { Locale } from "@/i18n/locales";
import { PrintButton } from "./print-button";

/**
 * A printable invoice (docs/subscription.md, "Invoices"): the browser's print dialog prints it
 * or saves it as a PDF. Shown to its owner only.
 */
export async function InvoiceDocument(props: {
  invoice: OwnedInvoice;
  pkg: PricePackage | null;
  locale: Locale;
  moneyLocale: string;
  ownerEmail: string;
  backHref: string;
}) {
  const { invoice, locale } = props;
  const t = await getTranslations({ locale, namespace: "mySubscription" });
  const meta = await getTranslations({ locale, namespace: "meta" });
  const email = await getTranslations({ locale, namespace: "email" });
  const money = formatMoney(invoice.amountMinor, invoice.currency as CurrencyCode, props.moneyLocale);
  const date = (value: Date) => formatAccountDate(value, locale);
  const product = props.pkg ? email(`products.${props.pkg.product}` as never) : invoice.packageId;
  const period =
    invoice.periodStart && invoice.periodEnd ? `${date(invoice.periodStart)} – ${date(invoice.periodEnd)}` : null;
  const line = "flex flex-wrap justify-between gap-2 border-b border-line py-2";
  return (
    <article className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-8 print:p-0" data-testid="invoice">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="text-lg font-bold">{meta("siteName")}</p>
          <h1 className="text-2xl font-bold">{t("invoice.title")}</h1>
        </div>
        <PrintButton label={t("invoice.print")} />
      </header>
      <dl className="flex flex-col">
        <div className={line}>
          <dt className="text-muted">{t("invoice.number")}</dt>
          <dd className="font-semibold" dir="ltr">
            {invoice.number}
          </dd>
        </div>
        <div className={line}>
          <dt className="text-muted">{t("invoice.date")}</dt>
          <dd>{date(invoice.paidAt ?? invoice.createdAt)}</dd>
        </div>
        <div className={line}>
          <dt className="text-muted">{t("invoice.billedTo")}</dt>
          <dd dir="ltr">{props.ownerEmail}</dd>
        </div>
      </dl>
      <table className="w-full border-collapse text-start">
        <thead>
          <tr className="border-b border-line text-sm text-muted">
            <th className="py-2 text-start font-normal">{t("invoice.item")}</th>
            <th className="py-2 text-end font-normal">{t("invoice.amount")}</th>
          </tr>
        </thead>
        <tbody>
          <tr className="border-b border-line">
            <td className="py-3">
              <span className="font-semibold">{product}</span>
              {period ? (
                <span className="block text-sm text-muted">
                  {t("invoice.period")}: {period}
                </span>
              ) : null}
            </td>
            <td className="py-3 text-end tabular-nums">{money}</td>
          </tr>
        </tbody>
        <tfoot>
          <tr>
            <th className="py-3 text-start">{t("invoice.total")}</th>
            <td className="py-3 text-end font-bold tabular-nums">{money}</td>
          </tr>
        </tfoot>
      </table>
      {invoice.status === "paid" ? <p className="font-semibold">{t("invoice.paid")}</p> : null}
      <a href={props.backHref} className="font-semibold text-primary underline-offset-4 hover:underline print:hidden">
        {t("invoice.back")}
      </a>
    </article>
  );
}
