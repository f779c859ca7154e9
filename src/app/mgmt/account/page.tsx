import Link from "next/link";
import { StaffSignOutButtons } from "@/features/staff/components/staff-sign-out-buttons";
import { TwoFactorPanel, type TwoFactorLabels } from "@/features/staff/components/two-factor-panel";
import { requireStaff } from "@/features/staff/server/require-staff";
import { mgmtTranslator } from "@/i18n/mgmt-messages";

const twoFactorKeys = ["password", "start", "scan", "qrAlt", "manualKey", "recoveryTitle", "recoveryText", "code", "confirm", "enabled", "disable", "disabled", "wrongPassword", "invalidCode", "failed", "twoFactorOn", "twoFactorOff"] as const;

/** The staff member's own account: who they are, two-factor on or off, sign out. */
export default async function StaffAccountPage() {
  const staff = await requireStaff("account:manage", "/mgmt/account");
  const t = mgmtTranslator("staff");
  const labels = Object.fromEntries(twoFactorKeys.map((key) => [key, t(`account.${key}`)])) as TwoFactorLabels;
  return (
    <main className="mx-auto max-w-[640px] space-y-8 px-4 py-10">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold">{t("account.title")}</h1>
        <p className="text-sm text-muted" data-testid="staff-identity">
          {t("account.signedInAs", { email: staff.email, role: staff.role })}
        </p>
      </header>
      <section className="space-y-3">
        <h2 className="text-lg font-semibold">{t("account.twoFactorTitle")}</h2>
        <TwoFactorPanel enabled={staff.twoFactorEnabled} labels={labels} />
      </section>
      <StaffSignOutButtons labels={{ signOut: t("account.signOut"), signOutEverywhere: t("account.signOutEverywhere") }} />
      <p className="flex gap-4 text-sm">
        <Link href="/mgmt" className="underline">
          {t("account.back")}
        </Link>
        {staff.role === "admin" ? (
          <Link href="/mgmt/account/staff" className="underline">
            {t("account.staffList")}
          </Link>
        ) : null}
      </p>
    </main>
  );
}
