import { RedirectList } from "@/features/redirect-admin/components/redirect-list";
import { RedirectTester } from "@/features/redirect-admin/components/redirect-tester";
import { listRedirectsForAdmin } from "@/features/redirect-admin/server/redirect-admin-store";
import { roleAllows } from "@/features/staff/domain/permissions";
import { requireStaff } from "@/features/staff/server/require-staff";
import { mgmtPlainStrings, mgmtTranslator } from "@/i18n/mgmt-messages";
import { getDb } from "@/server/db/client";

/** Redirect configurations in the order they are tried, and the tester (docs/redirect-admin.md). */
export default async function RedirectsPage() {
  const staff = await requireStaff("redirects:read", "/mgmt/redirects");
  const t = mgmtTranslator("redirectAdmin");
  const configs = await listRedirectsForAdmin(await getDb());
  return (
    <main className="mx-auto max-w-[1100px] space-y-6 px-4 py-8">
      <h1 className="text-2xl font-bold">{t("title")}</h1>
      <p className="text-muted">{t("intro")}</p>
      <RedirectList
        items={configs.map((config) => ({ name: config.name, runCondition: config.runCondition, ruleCount: config.rules.length, version: config.version }))}
        canEdit={roleAllows(staff.role, "redirects:edit")}
        labels={mgmtPlainStrings("redirectAdmin.list", ["count"])}
      />
      <RedirectTester labels={mgmtPlainStrings("redirectAdmin.tester", ["config", "rule", "url", "gender", "elder"])} />
    </main>
  );
}
