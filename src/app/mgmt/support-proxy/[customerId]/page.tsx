import Link from "next/link";
import { roleAllows } from "@/features/staff/domain/permissions";
import { requireStaff } from "@/features/staff/server/require-staff";
import { ActsPanel, type ActsLabels } from "@/features/support-proxy/components/acts-panel";
import { CustomerFileView } from "@/features/support-proxy/components/customer-file-view";
import { LookForm, type LookLabels } from "@/features/support-proxy/components/look-form";
import { PrivacyPanel, type PrivacyLabels } from "@/features/privacy/components/privacy-panel";
import { appAccountDeps } from "@/features/subscription/server/app-account-deps";
import { customerById } from "@/features/support-proxy/server/find-customer";
import { loadCustomerFile } from "@/features/support-proxy/server/load-customer-file";
import { recentLook } from "@/features/support-proxy/server/proxy-sessions";
import { formatMoney } from "@/features/pricing/domain/format-money";
import type { CurrencyCode } from "@/features/pricing/domain/currencies";
import { locales } from "@/i18n/locales";
import { mgmtPlainStrings, mgmtTranslator } from "@/i18n/mgmt-messages";
import { getDb } from "@/server/db/client";

export const dynamic = "force-dynamic";

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * One customer for support (docs/support-proxy.md, "Customer page"): first the reason for
 * opening them (audited), then profile, quiz, plan, subscription, payments, e-mails and events,
 * and the acts.
 */
export default async function SupportCustomerPage({ params }: PageProps<"/mgmt/support-proxy/[customerId]">) {
  const staff = await requireStaff("support-proxy:act", "/mgmt/support-proxy");
  const { customerId } = await params;
  const t = mgmtTranslator("supportProxy");
  const db = await getDb();
  const customer = uuidPattern.test(customerId) ? await customerById(db, customerId.toLowerCase()) : null;
  const back = (
    <Link href={"/mgmt/support-proxy"} className="text-sm font-semibold text-primary underline underline-offset-4">
      {t("customer.back")}
    </Link>
  );
  if (!customer) {
    return (
      <main className="mx-auto max-w-[1100px] space-y-6 px-4 py-8">
        {back}
        <p data-testid="support-customer-not-found">{t("customer.notFound")}</p>
      </main>
    );
  }
  const acts = mgmtPlainStrings("supportProxy.acts", ["message", "detail"]);
  const look = await recentLook(db, staff.id, customer.uuid, new Date());
  if (!look) {
    return (
      <main className="mx-auto max-w-[1100px] space-y-6 px-4 py-8">
        {back}
        <header className="space-y-1">
          <h1 className="text-2xl font-bold">{t("customer.lookTitle")}</h1>
          <p className="text-sm text-muted">{t("customer.lookIntro")}</p>
        </header>
        <LookForm customerId={customer.uuid} labels={acts as LookLabels} />
      </main>
    );
  }
  const file = await loadCustomerFile(appAccountDeps(db), customer.uuid);
  const refundable = file?.orders.ok
    ? file.orders.data.flatMap((order) =>
        order.status === "paid" || order.status === "partially_refunded"
          ? order.payments
              .filter((payment) => payment.status === "succeeded" && payment.amountMinor > 0)
              .map((payment) => ({ id: payment.id, label: `${formatMoney(payment.amountMinor, payment.currency as CurrencyCode, "en")} · ${order.kind} · ${payment.createdAt.toISOString().slice(0, 10)}` }))
          : [],
      )
    : [];
  return (
    <main className="mx-auto max-w-[1100px] space-y-6 px-4 py-8">
      {back}
      <header className="space-y-1">
        <h1 className="text-2xl font-bold break-all" data-testid="support-customer-title">
          {t("customer.title", { email: customer.email })}
        </h1>
        <p className="text-sm text-muted">{t("customer.lookedBy", { reason: look.reason ?? "" })}</p>
      </header>
      {file ? <CustomerFileView file={file} canReadOutbox={roleAllows(staff.role, "outbox:read")} /> : null}
      <ActsPanel customerId={customer.uuid} labels={acts as ActsLabels} payments={refundable} locales={locales} />
      {roleAllows(staff.role, "customer-export:act") ? <PrivacyPanel customerId={customer.uuid} labels={mgmtPlainStrings("privacy", ["pseudonym"]) as PrivacyLabels} /> : null}
    </main>
  );
}
