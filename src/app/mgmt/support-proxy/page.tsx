import { requireStaff } from "@/features/staff/server/require-staff";
import { SupportSearchForm, type SearchLabels } from "@/features/support-proxy/components/search-form";
import { mgmtPlainStrings, mgmtTranslator } from "@/i18n/mgmt-messages";

/** The support proxy's search (docs/support-proxy.md): support and admin only. */
export default async function SupportProxyPage() {
  await requireStaff("support-proxy:act", "/mgmt/support-proxy");
  const t = mgmtTranslator("supportProxy");
  return (
    <main className="mx-auto max-w-[1100px] space-y-6 px-4 py-8">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold">{t("search.title")}</h1>
        <p className="text-sm text-muted">{t("search.intro")}</p>
      </header>
      <SupportSearchForm labels={mgmtPlainStrings("supportProxy.search", ["email", "matchedBy"]) as SearchLabels} />
    </main>
  );
}
