"use client";

import { HydratedFieldset } from "@/ui/hydrated-fieldset";
import { useRouter } from "next/navigation";
import { useEffect, useMemo, useState, useTransition } from "react";
import { useUnsavedGuard } from "@/features/final-admin/components/use-unsaved-guard";
import { BlockListEditor, editorBlock, type EditorBlock } from "@/features/final-admin/components/block-list-editor";
import { describeResult, fallbackAsked, LocalePicker, PublishFallback, VersionHistory, type ChromeLabels, type VersionItem } from "@/features/final-admin/components/editor-chrome";
import { FieldsForm } from "@/features/final-admin/components/fields-form";
import { missingByLocale, type Block } from "@/features/final-admin/domain/block-fields";
import { createLandingPageAction, publishLandingPageAction, rollbackLandingPageAction, saveLandingPageAction } from "@/features/landing-pages/actions/landing-page-actions";
import { landingBlockSpecsWith, landingPageFields, landingSeoFields, type TeaserPackageOption } from "@/features/landing-pages/domain/landing-block-specs";
import { locales } from "@/i18n/locales";
import { buttonStyles } from "@/ui/button";
import { useHydrated } from "@/ui/use-hydrated";

export type LandingEditorLabels = ChromeLabels & { slug: string; slugHelp: string; startTarget: string; create: string; open: string; seo: string };

type Props = {
  /** Null for a new page (the slug is chosen here once). */
  slug: string | null;
  /** The page-level fields: title, theme, search and sharing (`landingPageFields`, `landingSeoFields`). */
  page: Record<string, unknown>;
  startTarget: string;
  blocks: Block[];
  version: number;
  versions: VersionItem[];
  targets: { path: string; label: string }[];
  packages: TeaserPackageOption[];
  canEdit: boolean;
  labels: LandingEditorLabels;
};

/**
 * The landing page editor (docs/landing-pages.md): the slug (new pages), the page title, the
 * start button's target, the block list with per-language copy, save draft, publish, preview
 * and the history with one-click rollback.
 */
export function LandingPageEditor(props: Props) {
  const { labels, canEdit, targets } = props;
  const router = useRouter();
  const [slug, setSlug] = useState(props.slug ?? "");
  const [page, setPage] = useState<Record<string, unknown>>(props.page);
  const specs = useMemo(() => landingBlockSpecsWith(props.packages), [props.packages]);
  const [startTarget, setStartTarget] = useState(props.startTarget);
  const [blocks, setBlocks] = useState<EditorBlock[]>(() => props.blocks.map(editorBlock));
  const [version, setVersion] = useState(props.version);
  const [locale, setLocale] = useState("en");
  const [status, setStatus] = useState<{ message: string; ok: boolean } | null>(null);
  const [pending, startTransition] = useTransition();
  const hydrated = useHydrated();
  const busy = pending || !hydrated;
  const [dirty, setDirty] = useState(false);
  useUnsavedGuard(dirty);
  const edit = <T,>(set: (value: T) => void) => (value: T) => {
    setDirty(true);
    set(value);
  };
  const isNew = props.slug === null;
  const [slugCheck, setSlugCheck] = useState<{ slug: string; message: string | null } | null>(null);
  // New pages: the slug is checked while staff type (creating checks it again on the server).
  useEffect(() => {
    if (!isNew || !slug) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(`/api/mgmt/landing-pages/slug-check?slug=${encodeURIComponent(slug)}`, { signal: controller.signal })
        .then((response) => (response.ok ? (response.json() as Promise<{ ok: boolean; message?: string }>) : null))
        .then((answer) => answer && setSlugCheck({ slug, message: answer.ok ? null : (answer.message ?? null) }))
        .catch(() => undefined);
    }, 300);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [isNew, slug]);
  const slugProblem = slugCheck && slugCheck.slug === slug ? slugCheck.message : null;
  const missing = missingByLocale({ fields: [...landingPageFields, ...landingSeoFields], values: page }, blocks.map((item) => item.block), specs, "plain", locales);
  const content = () => ({ ...page, title: page.title ?? {}, startTarget, blocks: blocks.map((item) => item.block) });

  // Locales a publish was refused for (their copy is missing), until staff confirm the fallback.
  const [fallback, setFallback] = useState<string[] | null>(null);
  const run = (work: () => Promise<Parameters<typeof describeResult>[0]>, success: string, saves = false) =>
    startTransition(async () => {
      const answer = await work();
      setFallback(fallbackAsked(answer));
      const result = describeResult(answer, success, labels);
      setStatus(result);
      if (result.version !== undefined) setVersion(result.version);
      if (result.ok && saves) setDirty(false);
      if (result.ok && isNew) router.push(`/mgmt/lp-admin?slug=${encodeURIComponent(slug)}`);
      else router.refresh();
    });

  return (
    <HydratedFieldset>
      <div className="grid gap-6 lg:grid-cols-[1fr_320px]">
        <div className="space-y-4">
          {isNew ? (
            <label className="grid gap-1 text-sm">
              <span className="font-medium">{labels.slug}</span>
              <span className="flex items-center gap-1" dir="ltr">
                /
                <input className="w-full rounded-md border border-line bg-bg px-2 py-1" value={slug} onChange={(event) => edit(setSlug)(event.target.value.trim().toLowerCase())} data-testid="lp-slug" />
              </span>
              {slugProblem ? (
                <span className="text-xs text-red-700" role="alert" data-testid="lp-slug-problem">
                  {slugProblem}
                </span>
              ) : (
                <span className="text-xs text-muted">{labels.slugHelp}</span>
              )}
            </label>
          ) : null}
          <div className="flex flex-wrap items-center gap-3">
            <LocalePicker locales={locales} locale={locale} missing={missing} onChange={setLocale} label={labels.locale} />
            {!isNew ? (
              <a className={buttonStyles({ kind: "secondary", size: "small" })} href={`/mgmt/lp-admin/preview?slug=${encodeURIComponent(slug)}&version=${version}&locale=${locale}`} target="_blank" rel="noopener" data-testid="preview-link">
                {labels.preview}
              </a>
            ) : null}
          </div>
          <FieldsForm fields={landingPageFields} value={page} onChange={edit(setPage)} locale={locale} mode="plain" labels={labels} />
          <label className="grid gap-1 text-sm">
            <span className="font-medium">{labels.startTarget}</span>
            <select className="rounded-md border border-line bg-bg px-2 py-1" value={startTarget} onChange={(event) => edit(setStartTarget)(event.target.value)} data-testid="lp-start-target">
              {targets.map((target) => (
                <option key={target.path} value={target.path}>
                  {target.label}
                </option>
              ))}
            </select>
          </label>
          <details className="rounded-lg border border-line p-3" data-testid="lp-seo">
            <summary className="cursor-pointer text-sm font-semibold">{labels.seo}</summary>
            <div className="pt-3">
              <FieldsForm fields={landingSeoFields} value={page} onChange={edit(setPage)} locale={locale} mode="plain" labels={labels} />
            </div>
          </details>
          <BlockListEditor specs={specs} blocks={blocks} onChange={edit(setBlocks)} locale={locale} mode="plain" labels={labels} />
        </div>
        <aside className="space-y-4">
          {canEdit ? (
            <div className="flex flex-wrap gap-2">
              {isNew ? (
                <button type="button" className={buttonStyles({ kind: "primary", size: "medium" })} disabled={busy || !slug} onClick={() => run(() => createLandingPageAction({ slug, content: content() }), labels.saved, true)} data-testid="create">
                  {labels.create}
                </button>
              ) : (
                <>
                  <button type="button" className={buttonStyles({ kind: "primary", size: "medium" })} disabled={busy} onClick={() => run(() => saveLandingPageAction({ slug, content: content(), expectedVersion: version }), labels.saved, true)} data-testid="save-draft">
                    {labels.save}
                  </button>
                  <button type="button" className={buttonStyles({ kind: "secondary", size: "medium" })} disabled={busy} onClick={() => run(() => publishLandingPageAction({ slug, expectedVersion: version }), labels.published)} data-testid="publish">
                    {labels.publish}
                  </button>
                </>
              )}
            </div>
          ) : (
            <p className="text-sm text-muted">{labels.readOnly}</p>
          )}
          {fallback && canEdit ? (
            <PublishFallback locales={fallback} labels={labels} disabled={busy} onConfirm={(confirmed) => run(() => publishLandingPageAction({ slug, expectedVersion: version, englishFallbackFor: confirmed }), labels.published)} />
          ) : null}
          {status ? (
            <p role="status" className={`text-sm ${status.ok ? "text-green-700" : "text-red-700"}`} data-testid="editor-status">
              {status.message}
            </p>
          ) : null}
          {!isNew ? (
            <>
              <a className="text-sm text-primary underline" href={`/${slug}`} target="_blank" rel="noopener">
                {labels.open} /{slug}
              </a>
              <VersionHistory versions={props.versions} labels={labels} disabled={!canEdit || busy} onRollback={(target) => run(() => rollbackLandingPageAction({ slug, version: target, expectedVersion: version }), labels.rolledBack)} />
            </>
          ) : null}
        </aside>
      </div>
    </HydratedFieldset>
  );
}
