import Link from "next/link";
import { notFound } from "next/navigation";
import { FunnelEditor } from "@/features/funnel-admin/components/funnel-editor";
import { loadFunnelEditor } from "@/features/funnel-admin/server/funnel-admin-store";
import { slugSchema } from "@/features/quiz/domain/funnel-definition";
import { roleAllows } from "@/features/staff/domain/permissions";
import { requireStaff } from "@/features/staff/server/require-staff";
import { locales } from "@/i18n/locales";
import { mgmtTranslator } from "@/i18n/mgmt-messages";
import { getDb } from "@/server/db/client";
import { editorLabels } from "@/features/funnel-admin/server/editor-labels";

/** One funnel in the editor; read-only for roles without `funnels:edit`. */
export default async function FunnelEditorPage({ params }: PageProps<"/mgmt/funnel-admin/[name]">) {
  const { name } = await params;
  const staff = await requireStaff("funnels:read", `/mgmt/funnel-admin/${encodeURIComponent(name)}`);
  if (!slugSchema.safeParse(name).success) notFound();
  const state = await loadFunnelEditor(await getDb(), name);
  if (!state) notFound();
  const t = mgmtTranslator("funnelAdmin");
  const title = (state.definition as { title?: string }).title ?? name;
  return (
    <main className="mx-auto max-w-[1400px] space-y-4 px-4 py-6">
      <header className="space-y-1">
        <p className="text-sm">
          <Link href="/mgmt/funnel-admin" className="underline">
            {t("editor.back")}
          </Link>
        </p>
        <h1 className="text-2xl font-bold">
          {title} <span className="text-base font-normal text-muted">/{name}</span>
        </h1>
      </header>
      <FunnelEditor initial={state} locales={locales} readOnly={!roleAllows(staff.role, "funnels:edit")} labels={editorLabels("editor")} />
    </main>
  );
}
