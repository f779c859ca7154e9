import Link from "next/link";
import { FinalPageEditor } from "@/features/final-admin/components/final-page-editor";
import type { Block } from "@/features/final-admin/domain/block-fields";
import { editorLabels } from "@/features/final-admin/server/editor-labels";
import { listFinalPages, listPackageSets, readFinalPageForEditor } from "@/features/final-admin/server/final-admin-store";
import { loadStandardCopy } from "@/features/final-admin/server/standard-copy";
import { roleAllows } from "@/features/staff/domain/permissions";
import { requireStaff } from "@/features/staff/server/require-staff";
import { mgmtTranslator } from "@/i18n/mgmt-messages";
import { getDb } from "@/server/db/client";
import { DataTable } from "@/ui/data-table";
import { versionedPageColumns } from "@/features/final-admin/components/versioned-page-columns";

const newPage: Block[] = [
  { type: "hero", title: { key: "hero.title" }, subtitle: { key: "hero.subtitle" }, showChart: true },
  { type: "packages", packageSetId: "pp_default", layout: "list", title: { key: "packages.title" }, cta: { key: "packages.cta" } },
  { type: "legal", showRenewalText: true, body: { key: "legal.body" } },
];

/** The final pages: the list, and with `?slug=` that page's editor (docs/final-admin.md). */
export default async function FinalAdminPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const staff = await requireStaff("final-pages:read", "/mgmt/final-admin");
  const t = mgmtTranslator("finalAdmin");
  const db = await getDb();
  const slug = (await searchParams).slug;
  if (typeof slug === "string" && slug) {
    const [state, sets, standardCopy] = await Promise.all([readFinalPageForEditor(db, slug), listPackageSets(db), loadStandardCopy()]);
    const setOptions = sets.map((set) => ({ value: set.id, label: `${set.id}: ${set.packageIds.join(", ")}${set.discount ? " (discount)" : ""}` }));
    const content: { blocks: unknown; simpleBlockTypes?: string[] } = state.content ?? { blocks: newPage };
    return (
      <main className="mx-auto max-w-[1200px] space-y-6 px-4 py-8">
        <Link href="/mgmt/final-admin" className="text-sm text-primary underline">
          {t("back")}
        </Link>
        <h1 className="text-2xl font-bold">{t("editTitle", { slug })}</h1>
        <p className="text-sm text-muted" data-testid="final-compare-hint">
          {t("compareHint")}
        </p>
        <FinalPageEditor
          key={slug}
          slug={slug}
          blocks={content.blocks as unknown as Block[]}
          {...(content.simpleBlockTypes ? { simpleBlockTypes: content.simpleBlockTypes } : {})}
          version={state.version}
          versions={state.versions.map((row) => ({ version: row.version, state: row.state, createdBy: row.createdBy, createdAt: row.createdAt.toISOString() }))}
          packageSets={setOptions}
          canEdit={roleAllows(staff.role, "final-pages:edit")}
          standardCopy={standardCopy}
          labels={editorLabels()}
          simpleLabels={{ title: t("simpleTitle"), useDefault: t("simpleDefault"), hint: t("simpleHint") }}
          previewLabels={{
            title: t("phonePreview"),
            open: t("previewOpen"),
            goal: t("previewGoal"),
            units: t("previewUnits"),
            goals: { lose: t("goalLose"), gain: t("goalGain"), maintain: t("goalMaintain") },
            metric: t("unitsMetric"),
            imperial: t("unitsImperial"),
          }}
        />
      </main>
    );
  }
  const pages = await listFinalPages(db);
  return (
    <main className="mx-auto max-w-[960px] space-y-6 px-4 py-8">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold">{t("title")}</h1>
        <p className="text-sm text-muted">{t("intro")}</p>
        <p className="text-sm text-muted">{t("compareHint")}</p>
      </header>
      <DataTable
        testId="final-pages"
        rows={pages}
        rowKey={(page) => page.slug}
        columns={versionedPageColumns<(typeof pages)[number]>({
          name: { header: t("name"), cell: (page) => page.slug },
          live: { header: t("live"), cell: (page) => page.liveVersion ?? t("none") },
          head: (page) => page.headVersion || t("none"),
          labels: { head: t("head"), draft: t("draft"), edit: t("edit") },
          editHref: (page) => `/mgmt/final-admin?slug=${encodeURIComponent(page.slug)}`,
        })}
      />
      {roleAllows(staff.role, "final-pages:edit") ? (
        <form className="flex flex-wrap items-end gap-2" action="/mgmt/final-admin" method="get">
          <label className="grid gap-1 text-sm">
            <span className="font-medium">{t("newName")}</span>
            <input name="slug" required pattern="[a-z0-9][a-z0-9_\-]{0,62}" className="rounded-md border border-line bg-bg px-2 py-1" />
          </label>
          <button className="rounded-full bg-primary px-4 py-1 text-on-primary">{t("create")}</button>
        </form>
      ) : null}
    </main>
  );
}
