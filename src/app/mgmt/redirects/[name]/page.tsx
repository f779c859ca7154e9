import Link from "next/link";
import { notFound } from "next/navigation";
import { RedirectEditor } from "@/features/redirect-admin/components/redirect-editor";
import { ruleToRow } from "@/features/redirect-admin/domain/rule-form";
import { readRedirectForEditor } from "@/features/redirect-admin/server/redirect-admin-store";
import { roleAllows } from "@/features/staff/domain/permissions";
import { requireStaff } from "@/features/staff/server/require-staff";
import { mgmtPlainStrings, mgmtTranslator } from "@/i18n/mgmt-messages";
import { getDb } from "@/server/db/client";

/** One redirect configuration's editor; `?new=1` starts a new one by that name (docs/redirect-admin.md). */
export default async function RedirectEditorPage({ params, searchParams }: { params: Promise<{ name: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const staff = await requireStaff("redirects:read", "/mgmt/redirects/[name]");
  const t = mgmtTranslator("redirectAdmin");
  const name = safeDecode((await params).name);
  const isNew = (await searchParams).new === "1";
  if (!/^[A-Za-z0-9_.-]{1,100}$/.test(name)) notFound();
  const state = await readRedirectForEditor(await getDb(), name);
  if (!state.config && !isNew) notFound();
  return (
    <main className="mx-auto max-w-[1100px] space-y-6 px-4 py-8">
      <Link href="/mgmt/redirects" className="text-sm text-primary underline">
        {t("back")}
      </Link>
      <h1 className="text-2xl font-bold">{state.config ? t("editTitle", { name }) : t("newTitle", { name })}</h1>
      <RedirectEditor
        key={name}
        name={name}
        isNew={!state.config}
        runCondition={state.config?.runCondition ?? ""}
        rules={(state.config?.rules ?? []).map(ruleToRow)}
        version={state.version}
        versions={state.versions.map((row) => ({ version: row.version, state: row.state, createdBy: row.createdBy, createdAt: row.createdAt.toISOString() }))}
        canEdit={roleAllows(staff.role, "redirects:edit")}
        labels={mgmtPlainStrings("redirectAdmin.editor", ["version", "error", "name"])}
      />
    </main>
  );
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return "";
  }
}
