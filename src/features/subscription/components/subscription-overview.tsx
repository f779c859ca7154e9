import { getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/locales";
import { formatMoney } from "@/features/pricing/domain/format-money";
import type { CurrencyCode } from "@/features/pricing/domain/currencies";
import { renderPriceText } from "@/features/pricing/domain/price-text";
import { renewalText } from "@/features/pricing/domain/renewal-text";
import { formatAccountDate } from "@/features/subscription/domain/account-dates";
import type { StatusView } from "@/features/subscription/domain/next-charge";
import type { AccountOverview } from "@/features/subscription/domain/account-overview";
import { cancelFlowText, cardChangeText } from "./account-text";
import { CancelFlow } from "./cancel-flow";
import { CardChangeForm } from "./card-change-form";

export type SubscriptionOverviewProps = {
  overview: AccountOverview;
  locale: Locale;
  /** The locale prices are written in (page language + the visitor's country). */
  moneyLocale: string;
  flowOpen: boolean;
  /** The page's own address, without the flow; where "keep" leads. */
  pageHref: string;
  /** Addresses of the invoice pages by invoice id. */
  invoiceHref: (id: string) => string;
  /** Whether the card can be changed here (the sandbox's card form). */
  cardChange: boolean;
  ownerEmail: string;
  /**
   * The support proxy's read-only view (docs/support-proxy.md): the same sections without the
   * card form, the invoice links (they need the customer's own session) and the cancel flow.
   */
  readOnly?: boolean;
};

const row = "flex flex-col gap-1 border-b border-line py-3 last:border-b-0";

/**
 * The signed-in person's subscription (docs/subscription.md, "The page"): plan, status, next
 * charge, card, invoices, and the cancel flow while `?sf=true`.
 */
export async function SubscriptionOverview(props: SubscriptionOverviewProps) {
  const { overview, locale } = props;
  const t = await getTranslations({ locale, namespace: "mySubscription" });
  const tPricing = await getTranslations({ locale, namespace: "pricing" });
  const currency = overview.currency as CurrencyCode;
  const money = (minor: number, inCurrency: string = currency) =>
    formatMoney(minor, inCurrency as CurrencyCode, props.moneyLocale);
  const date = (value: Date) => formatAccountDate(value, locale);
  const { pkg } = overview;
  const planOf = (planPkg: typeof pkg) =>
    planPkg?.kind === "subscription"
      ? t(planPkg.period.unit === "week" ? "plan.weeks" : "plan.months", { count: planPkg.period.count })
      : null;
  const plan = planOf(pkg);
  const terms =
    pkg?.kind === "subscription"
      ? renderPriceText((key, values) => tPricing(key as never, values as never), renewalText(pkg, currency, props.moneyLocale))
      : null;
  const status = statusLine(overview.view, t, date);
  const method = overview.paymentMethod;
  const running = overview.status === "active" || overview.status === "trialing";
  return (
    <div className="flex flex-col gap-6">
      <section className="rounded-2xl border border-line p-4" aria-labelledby="plan-title">
        <h2 id="plan-title" className="sr-only">
          {t("plan.label")}
        </h2>
        <dl>
          <div className={row}>
            <dt className="text-sm text-muted">{t("plan.label")}</dt>
            <dd className="font-semibold" data-testid="subscription-plan">
              {plan}
            </dd>
            {terms ? <dd className="text-sm text-muted">{terms}</dd> : null}
          </div>
          <div className={row}>
            <dt className="text-sm text-muted">{t("status.label")}</dt>
            <dd className="font-semibold" data-testid="subscription-status">
              {status}
            </dd>
          </div>
          <div className={row}>
            <dt className="text-sm text-muted">{t("charge.label")}</dt>
            <dd className="font-semibold" data-testid="subscription-next-charge">
              {overview.nextCharge
                ? t("charge.value", { amount: money(overview.nextCharge.amountMinor), date: date(overview.nextCharge.at) })
                : t("charge.none")}
            </dd>
            {overview.discount ? (
              <dd className="text-sm text-muted">
                {t("charge.discount", { percent: overview.discount.percentOff, count: overview.discount.renewalsLeft })}
              </dd>
            ) : null}
          </div>
          <div className={row}>
            <dt className="text-sm text-muted">{t("method.label")}</dt>
            <dd className="font-semibold" data-testid="subscription-card">
              {method ? t("method.card", { brand: brandName(method.brand), last4: method.last4 }) : t("method.none")}
            </dd>
            {method ? (
              <dd className="text-sm text-muted">
                {t("method.expires", { expiry: `${String(method.expMonth).padStart(2, "0")}/${method.expYear}` })}
              </dd>
            ) : null}
            {props.cardChange && overview.cancellable && !props.readOnly ? (
              <dd className="pt-2">
                <CardChangeForm text={await cardChangeText(locale)} ownerEmail={props.ownerEmail} />
              </dd>
            ) : null}
          </div>
        </dl>
      </section>

      <section className="rounded-2xl border border-line p-4" aria-labelledby="invoices-title">
        <h2 id="invoices-title" className="mb-2 text-lg font-bold">
          {t("invoices.title")}
        </h2>
        {overview.invoices.length === 0 ? (
          <p className="text-muted">{t("invoices.none")}</p>
        ) : (
          <ul className="flex flex-col" data-testid="subscription-invoices">
            {overview.invoices.map((invoice) => (
              <li key={invoice.id} className="flex flex-wrap items-center justify-between gap-2 border-b border-line py-3 last:border-b-0">
                <span className="flex flex-col">
                  <span className="font-semibold tabular-nums">{money(invoice.amountMinor, invoice.currency)}</span>
                  <span className="text-sm text-muted">
                    {t("invoices.paidOn", { date: date(invoice.paidAt ?? invoice.createdAt) })}
                  </span>
                </span>
                {props.readOnly ? null : (
                  <a href={props.invoiceHref(invoice.id)} className="font-semibold text-primary underline-offset-4 hover:underline">
                    {t("invoices.download")}
                  </a>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>

      {overview.others.length > 0 ? (
        <section className="rounded-2xl border border-line p-4" aria-labelledby="others-title">
          <h2 id="others-title" className="mb-2 text-lg font-bold">
            {t("others.title")}
          </h2>
          <ul className="flex flex-col" data-testid="subscription-others">
            {overview.others.map((other) => (
              <li
                key={other.subscriptionId}
                className="flex flex-col gap-1 border-b border-line py-3 last:border-b-0"
                data-testid="subscription-other"
                data-status={other.status}
              >
                <span className="font-semibold">{planOf(other.pkg)}</span>
                <span className="text-sm">{statusLine(other.view, t, date)}</span>
                <span className="text-sm text-muted">{t("others.started", { date: date(other.startedAt) })}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {overview.cancellable && !props.readOnly ? (
        props.flowOpen ? (
          <CancelFlow
            keepHref={props.pageHref}
            text={await cancelFlowText({
              locale,
              periodEnd: overview.currentPeriodEnd,
              running,
              money,
              renewalAmountMinor: overview.renewalAmountMinor,
            })}
          />
        ) : (
          <a href={`${props.pageHref}?sf=true`} className="self-start font-semibold text-muted underline underline-offset-4" data-testid="cancel-flow-open">
            {t("flow.open")}
          </a>
        )
      ) : null}
    </div>
  );
}

type Translate = Awaited<ReturnType<typeof getTranslations<"mySubscription">>>;

function statusLine(view: StatusView, t: Translate, date: (value: Date) => string): string {
  switch (view.kind) {
    case "paused":
      return view.until ? t("status.paused", { date: date(view.until) }) : t("status.pausedOpen");
    case "cancels":
      return t("status.cancels", { date: date(view.on) });
    default:
      return t(`status.${view.kind}`);
  }
}

/** `visa` → `Visa`, `mastercard` → `Mastercard`: brand names as cards print them. */
function brandName(brand: string): string {
  const known: Record<string, string> = { visa: "Visa", mastercard: "Mastercard", amex: "American Express", discover: "Discover", jcb: "JCB", unionpay: "UnionPay", diners: "Diners Club" };
  return known[brand.toLowerCase()] ?? brand;
}
