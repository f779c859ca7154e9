import Link from "next/link";
import { CreateFunnelForm } from "@/features/funnel-admin/components/create-funnel-form";
import { listFunnelSummaries } from "@/features/funnel-admin/server/funnel-admin-store";
import { roleAllows } from "@/features/staff/domain/permissions";
import { requireStaff } from "@/features/staff/server/require-staff";
import { mgmtTranslator } from "@/i18n/mgmt-messages";
import { getDb } from "@/server/db/client";
import { editorLabels } from "@/features/funnel-admin/server/editor-labels";

/** Every funnel with its published version and draft state; growth and admins create new ones. */
export default async function FunnelAdminPage() {
  const staff = await requireStaff("funnels:read", "/mgmt/funnel-admin");
  const t = mgmtTranslator("funnelAdmin");
  const funnels = await listFunnelSummaries(await getDb());
  return (
    <main className="mx-auto max-w-[1100px] space-y-6 px-4 py-10">
      <header className="space-y-1">
        <p className="text-sm">
          <Link href="/mgmt" className="underline">
            {t("list.back")}
          </Link>
        </p>
        <h1 className="text-2xl font-bold">{t("list.title")}</h1>
        <p className="text-sm text-muted">{t("list.intro")}</p>
      </header>
      {roleAllows(staff.role, "funnels:edit") ? (
        <CreateFunnelForm funnels={funnels.map((funnel) => funnel.name)} labels={editorLabels("create")} />
      ) : (
        <p className="text-sm text-muted" data-testid="read-only">
          {t("list.readOnly")}
        </p>
      )}
      <div className="overflow-x-auto">
        <table className="w-full text-start text-sm" data-testid="funnel-list">
          <thead>
            <tr className="border-b border-line">
              <th className="py-2 text-start">{t("list.name")}</th>
              <th className="py-2 text-start">{t("list.published")}</th>
              <th className="py-2 text-start">{t("list.draft")}</th>
              <th className="py-2 text-start">{t("list.updated")}</th>
            </tr>
          </thead>
          <tbody>
            {funnels.map((funnel) => (
              <tr key={funnel.name} className="border-b border-line">
                <td className="py-2">
                  <Link href={`/mgmt/funnel-admin/${funnel.name}`} className="font-semibold underline">
                    {funnel.name}
                  </Link>
                  <div className="text-muted">{funnel.title}</div>
                </td>
                <td className="py-2">{funnel.publishedVersion ? t("list.version", { version: funnel.publishedVersion }) : t("list.unpublished")}</td>
                <td className="py-2">{funnel.hasDraft ? t("list.draftWaiting") : t("list.noDraft")}</td>
                <td className="py-2">
                  {funnel.updatedBy ?? t("list.seed")}
                  <div className="text-muted">{funnel.updatedAt.slice(0, 16).replace("T", " ")} UTC</div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </main>
  );
}
