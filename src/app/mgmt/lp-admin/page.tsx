import Link from "next/link";
import type { Block } from "@/features/final-admin/domain/block-fields";
import { LandingPageEditor } from "@/features/landing-pages/components/landing-page-editor";
import { landingEditorLabels } from "@/features/landing-pages/server/landing-editor-labels";
import { landingPageVersions, listLandingPages } from "@/features/landing-pages/server/landing-page-store";
import { listStartTargets } from "@/features/landing-pages/server/start-targets";
import { listTeaserPackages } from "@/features/landing-pages/server/teaser-prices";
import { defaultLandingTheme, type LandingPageContent } from "@/features/landing-pages/domain/landing-page";
import { roleAllows } from "@/features/staff/domain/permissions";
import { requireStaff } from "@/features/staff/server/require-staff";
import { mgmtTranslator } from "@/i18n/mgmt-messages";
import { getDb } from "@/server/db/client";
import { DataTable } from "@/ui/data-table";
import { versionedPageColumns } from "@/features/final-admin/components/versioned-page-columns";

const newPage: LandingPageContent = {
  title: { en: "" },
  startTarget: "/quiz",
  blocks: [
    { type: "hero", headline: { en: "" }, cta: { en: "Take the quiz" } },
    { type: "cta", title: { en: "Ready to start?" }, cta: { en: "Start now" } },
  ],
};

/** Landing pages: the list; `?slug=` opens a page's editor, `?new=1` a new page (docs/landing-pages.md). */
export default async function LandingAdminPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const staff = await requireStaff("landing-pages:read", "/mgmt/lp-admin");
  const t = mgmtTranslator("lpAdmin");
  const db = await getDb();
  const query = await searchParams;
  const slug = typeof query.slug === "string" && query.slug ? query.slug : null;
  const canEdit = roleAllows(staff.role, "landing-pages:edit");
  if (slug || query.new === "1") {
    const [versions, targets, packages] = await Promise.all([slug ? landingPageVersions(db, slug) : Promise.resolve([]), listStartTargets(db), listTeaserPackages(db)]);
    const head = versions[0];
    const content = (head?.content as LandingPageContent | undefined) ?? newPage;
    return (
      <main className="mx-auto max-w-[1200px] space-y-6 px-4 py-8">
        <Link href="/mgmt/lp-admin" className="text-sm text-primary underline">
          {t("back")}
        </Link>
        <h1 className="text-2xl font-bold">{slug ? t("editTitle", { slug }) : t("newTitle")}</h1>
        <LandingPageEditor
          key={head ? slug : "new"}
          slug={head ? slug : null}
          page={{ title: { ...content.title }, theme: content.theme ?? defaultLandingTheme, seoTitle: content.seoTitle, seoDescription: content.seoDescription, ogImageUrl: content.ogImageUrl, noindex: content.noindex }}
          startTarget={content.startTarget}
          blocks={content.blocks as unknown as Block[]}
          version={head?.version ?? 0}
          versions={versions.map((row) => ({ version: row.version, state: row.state, createdBy: row.createdBy, createdAt: row.createdAt.toISOString() }))}
          targets={targets}
          packages={packages}
          canEdit={canEdit}
          labels={landingEditorLabels()}
        />
      </main>
    );
  }
  const pages = await listLandingPages(db);
  return (
    <main className="mx-auto max-w-[960px] space-y-6 px-4 py-8">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold">{t("title")}</h1>
        <p className="text-sm text-muted">{t("intro")}</p>
      </header>
      <DataTable
        testId="landing-pages"
        rows={pages}
        rowKey={(page) => page.slug}
        columns={versionedPageColumns<(typeof pages)[number]>({
          name: { header: t("slug"), cell: (page) => `/${page.slug}` },
          live: { header: t("live"), cell: (page) => page.publishedVersion ?? t("none") },
          head: (page) => page.headVersion,
          labels: { head: t("head"), draft: t("draft"), edit: t("edit") },
          editHref: (page) => `/mgmt/lp-admin?slug=${encodeURIComponent(page.slug)}`,
        })}
      />
      {canEdit ? (
        <Link href="/mgmt/lp-admin?new=1" className="inline-block rounded-full bg-primary px-4 py-1 text-on-primary" data-testid="new-landing-page">
          {t("newTitle")}
        </Link>
      ) : null}
    </main>
  );
}
