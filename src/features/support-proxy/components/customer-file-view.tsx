import Link from "next/link";
import type { ReactNode } from "react";
import { OutboxStatusBadge } from "@/features/outbox/components/outbox-status-badge";
import type { CurrencyCode } from "@/features/pricing/domain/currencies";
import { formatMoney } from "@/features/pricing/domain/format-money";
import type { CustomerFile, Section } from "@/features/support-proxy/domain/customer-file";
import { mgmtTranslator } from "@/i18n/mgmt-messages";

const money = (minor: number, currency: string) => formatMoney(minor, currency as CurrencyCode, "en");
const day = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString().slice(0, 16).replace("T", " ") + " UTC" : "—");

/**
 * The customer's sections for support, each on its own: one that could not be read says so.
 * Each e-mail shows its status in words (a held mail never passes for a sent one) and, for a
 * role that may read the outbox, links to the mail there.
 */
export function CustomerFileView({ file, canReadOutbox = false }: { file: CustomerFile; canReadOutbox?: boolean }) {
  const t = mgmtTranslator("supportProxy");
  const box = (id: string, title: string, section: Section<unknown>, body: () => ReactNode) => (
    <section className="space-y-2 rounded-lg border border-line bg-surface p-4" data-testid={`support-section-${id}`} aria-labelledby={`support-${id}`}>
      <h2 id={`support-${id}`} className="text-lg font-bold">
        {title}
      </h2>
      {section.ok ? body() : <p className="text-sm text-danger">{t("customer.unavailable")}</p>}
    </section>
  );
  const empty = <p className="text-sm text-muted">{t("customer.empty")}</p>;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {box("profile", t("customer.profile"), file.profile, () =>
        file.profile.ok ? (
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-muted">{t("customer.customerId")}</dt>
            <dd className="break-all font-mono">{file.profile.data.uuid}</dd>
            <dt className="text-muted">{t("customer.email")}</dt>
            <dd className="break-all">{file.profile.data.email}</dd>
            <dt className="text-muted">{t("customer.locale")}</dt>
            <dd>{file.profile.data.locale}</dd>
            <dt className="text-muted">{t("customer.createdAt")}</dt>
            <dd>{day(file.profile.data.createdAt)}</dd>
            <dt className="text-muted">{t("customer.profileData")}</dt>
            <dd>
              <pre className="max-h-40 overflow-auto whitespace-pre-wrap break-all text-xs">{JSON.stringify(file.profile.data.profile, null, 1)}</pre>
            </dd>
          </dl>
        ) : null,
      )}
      {box("subscription", t("customer.subscription"), file.subscription, () => {
        if (!file.subscription.ok) return null;
        const overview = file.subscription.data;
        if (!overview) return <p className="text-sm text-muted">{t("customer.noSubscription")}</p>;
        const planOf = (pkg: typeof overview.pkg) =>
          pkg?.kind === "subscription" ? `${pkg.id} (${pkg.period.count} ${pkg.period.unit})` : "—";
        return (
          <>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-muted">{t("customer.plan")}</dt>
            <dd data-testid="support-subscription-plan">{planOf(overview.pkg)}</dd>
            <dt className="text-muted">{t("customer.status")}</dt>
            <dd data-testid="support-subscription-status">
              {overview.status}
              {overview.view.kind === "cancels" ? ` (${t("customer.cancelAtPeriodEnd")})` : ""}
            </dd>
            <dt className="text-muted">{t("customer.periodEnd")}</dt>
            <dd>{day(overview.currentPeriodEnd)}</dd>
            <dt className="text-muted">{t("customer.nextCharge")}</dt>
            <dd>{overview.nextCharge ? `${day(overview.nextCharge.at)} · ${money(overview.nextCharge.amountMinor, overview.currency)}` : t("customer.noCharge")}</dd>
            <dt className="text-muted">{t("customer.price")}</dt>
            <dd>{overview.renewalAmountMinor === null ? "—" : money(overview.renewalAmountMinor, overview.currency)}</dd>
            <dt className="text-muted">{t("customer.invoices")}</dt>
            <dd data-testid="support-subscription-invoices">
              {overview.invoices.length === 0
                ? t("customer.noInvoices")
                : overview.invoices.map((invoice) => `${invoice.number} · ${money(invoice.amountMinor, invoice.currency)}`).join(", ")}
            </dd>
          </dl>
          {overview.others.length > 0 ? (
            <div className="space-y-1 text-sm">
              <h3 className="font-semibold">{t("customer.otherSubscriptions")}</h3>
              <ul data-testid="support-other-subscriptions">
                {overview.others.map((other) => (
                  <li key={other.subscriptionId}>
                    {planOf(other.pkg)} · {other.status} · {t("customer.started", { date: day(other.startedAt) })}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          </>
        );
      })}
      {box("quiz", t("customer.quiz"), file.quiz, () =>
        file.quiz.ok && file.quiz.data.length > 0
          ? file.quiz.data.map((session, index) => (
              <details key={index} className="text-sm" open={index === 0}>
                <summary>{t("customer.quizSession", { funnel: session.funnelName, locale: session.locale, date: day(session.createdAt) })}</summary>
                <pre className="max-h-48 overflow-auto whitespace-pre-wrap break-all text-xs">{JSON.stringify(session.answers, null, 1)}</pre>
              </details>
            ))
          : empty,
      )}
      {box("meal-plan", t("customer.mealPlan"), file.mealPlan, () =>
        file.mealPlan.ok ? (
          <div className="space-y-1 text-sm">
            <p>{file.mealPlan.data.hasSettings ? t("customer.planSettings") : t("customer.planSettingsNone")}</p>
            {file.mealPlan.data.plans.length === 0
              ? empty
              : file.mealPlan.data.plans.map((plan) => (
                  <p key={plan.weekStart}>
                    {t("customer.planWeek", { week: plan.weekStart, status: plan.status })}
                    {plan.kcal === null ? "" : ` · ${t("customer.planKcal", { kcal: plan.kcal })}`}
                  </p>
                ))}
          </div>
        ) : null,
      )}
      {box("orders", t("customer.orders"), file.orders, () =>
        file.orders.ok && file.orders.data.length > 0 ? (
          <ul className="space-y-2 text-sm" data-testid="support-orders">
            {file.orders.data.map((order) => (
              <li key={order.id} className="border-b border-line pb-2 last:border-b-0">
                <p className="font-semibold">
                  {t("customer.order", { kind: order.kind, id: order.id.slice(0, 8) })} · {money(order.amountMinor, order.currency)} · {order.status}
                </p>
                <p className="text-xs text-muted">{day(order.createdAt)}</p>
                {order.payments.map((payment) => (
                  <p key={payment.id} className="text-xs">
                    {t("customer.payment", { id: payment.id.slice(0, 8), status: payment.status })} · {money(payment.amountMinor, payment.currency)}
                  </p>
                ))}
                {order.refunds.map((refund) => (
                  <p key={refund.id} className="text-xs">
                    {t("customer.refund", { amount: money(refund.amountMinor, refund.currency), status: refund.status })} · {day(refund.createdAt)}
                  </p>
                ))}
              </li>
            ))}
          </ul>
        ) : (
          empty
        ),
      )}
      {box("emails", t("customer.emails"), file.emails, () =>
        file.emails.ok && file.emails.data.length > 0 ? (
          <ul className="space-y-2 text-sm" data-testid="support-emails">
            {file.emails.data.map((mail) => (
              <li key={mail.id} className="space-y-1" data-testid="support-email" data-status={mail.status}>
                <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
                  <span className="font-semibold">{mail.kind}</span>
                  <OutboxStatusBadge status={mail.status} />
                </p>
                <p dir="auto" className="break-words text-xs">{mail.subject}</p>
                <p className="text-xs text-muted">
                  {t("customer.emailWritten", { date: day(mail.createdAt) })}
                  {mail.sentAt ? ` · ${t("customer.emailSent", { date: day(mail.sentAt) })}` : ""}
                  {canReadOutbox ? (
                    <>
                      {" · "}
                      <Link href={`/mgmt/outbox/${mail.id}`} prefetch={false} className="text-primary underline underline-offset-4" data-testid="support-email-open">
                        {t("customer.emailOpen")}
                      </Link>
                    </>
                  ) : null}
                </p>
              </li>
            ))}
          </ul>
        ) : (
          empty
        ),
      )}
      {box("events", t("customer.events"), file.events, () =>
        file.events.ok && file.events.data.length > 0 ? (
          <ul className="space-y-1 text-sm">
            {file.events.data.map((event) => (
              <li key={event.id}>
                <span className="font-semibold">{event.name}</span> · {day(event.occurredAt)}
              </li>
            ))}
          </ul>
        ) : (
          empty
        ),
      )}
    </div>
  );
}
