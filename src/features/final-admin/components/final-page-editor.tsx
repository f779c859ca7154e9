"use client";

import { HydratedFieldset } from "@/ui/hydrated-fieldset";
import { useRouter } from "next/navigation";
import { useMemo, useState, useTransition } from "react";
import { useUnsavedGuard } from "@/features/final-admin/components/use-unsaved-guard";
import { publishFinalPageAction, rollbackFinalPageAction, saveFinalPageAction } from "@/features/final-admin/actions/final-admin-actions";
import { missingByLocale, type Block } from "@/features/final-admin/domain/block-fields";
import { finalBlockSpecs } from "@/features/final-admin/domain/final-block-specs";
import { locales } from "@/i18n/locales";
import { buttonStyles } from "@/ui/button";
import { useHydrated } from "@/ui/use-hydrated";
import { BlockListEditor, editorBlock, type EditorBlock } from "./block-list-editor";
import type { StandardCopy } from "@/features/final-admin/domain/standard-copy";
import { PhonePreview, type PhonePreviewLabels } from "./phone-preview";
import { SimpleVariantPicker, type SimpleVariantLabels } from "./simple-variant-picker";
import { StandardCopyContext } from "./standard-copy-context";
import { describeResult, fallbackAsked, LocalePicker, PublishFallback, VersionHistory, type ChromeLabels, type VersionItem } from "./editor-chrome";

type Props = {
  slug: string;
  blocks: Block[];
  simpleBlockTypes?: string[];
  version: number;
  versions: VersionItem[];
  /** The package sets a packages block may bind (the block specs are built here: they hold functions). */
  packageSets: { value: string; label: string }[];
  canEdit: boolean;
  /** The `finalPage` messages per locale: shown in place of message keys, and own copy starts from them. */
  standardCopy: StandardCopy;
  labels: ChromeLabels;
  simpleLabels: SimpleVariantLabels;
  previewLabels: PhonePreviewLabels;
};

/**
 * The final page editor (docs/final-admin.md): the block list, the locale whose copy is edited,
 * save draft (refused when someone saved since this page was opened), publish, preview of the
 * saved version with a sample profile, and the history with one-click rollback.
 */
export function FinalPageEditor({ slug, blocks: initial, simpleBlockTypes: initialSimple, version: initialVersion, versions, packageSets, canEdit, standardCopy, labels, simpleLabels, previewLabels }: Props) {
  const specs = useMemo(() => finalBlockSpecs(packageSets), [packageSets]);
  const router = useRouter();
  const [blocks, setBlocks] = useState<EditorBlock[]>(() => initial.map(editorBlock));
  const [version, setVersion] = useState(initialVersion);
  const [simpleBlockTypes, setSimpleBlockTypes] = useState(initialSimple);
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
  const missing = missingByLocale({ fields: [], values: {} }, blocks.map((item) => item.block), specs, "message", locales);

  // Locales a publish was refused for (their own copy is missing), until staff confirm the fallback.
  const [fallback, setFallback] = useState<string[] | null>(null);
  const run = (work: () => Promise<Parameters<typeof describeResult>[0]>, success: string, saves = false) =>
    startTransition(async () => {
      const answer = await work();
      setFallback(fallbackAsked(answer));
      const result = describeResult(answer, success, labels);
      setStatus(result);
      if (result.version !== undefined) setVersion(result.version);
      if (result.ok && saves) setDirty(false);
      router.refresh();
    });
  const content = () => ({ blocks: blocks.map((item) => item.block), ...(simpleBlockTypes ? { simpleBlockTypes } : {}) });

  return (
    <HydratedFieldset>
      <div className="grid gap-6 lg:grid-cols-[1fr_380px]">
        <div className="space-y-4">
          <div className="flex flex-wrap items-center gap-3">
            <LocalePicker locales={locales} locale={locale} missing={missing} onChange={setLocale} label={labels.locale} />
          </div>
          <StandardCopyContext value={standardCopy}>
            <BlockListEditor specs={specs} blocks={blocks} onChange={edit(setBlocks)} locale={locale} mode="message" labels={labels} />
          </StandardCopyContext>
          <SimpleVariantPicker value={simpleBlockTypes} onChange={edit(setSimpleBlockTypes)} types={specs.map((spec) => ({ type: spec.type, label: spec.label }))} labels={simpleLabels} />
        </div>
        <aside className="space-y-4">
          {canEdit ? (
            <div className="flex flex-wrap gap-2">
              <button type="button" className={buttonStyles({ kind: "primary", size: "medium" })} disabled={busy} onClick={() => run(() => saveFinalPageAction({ slug, content: content(), expectedVersion: version }), labels.saved, true)} data-testid="save-draft">
                {labels.save}
              </button>
              <button type="button" className={buttonStyles({ kind: "secondary", size: "medium" })} disabled={busy} onClick={() => run(() => publishFinalPageAction({ slug, expectedVersion: version }), labels.published)} data-testid="publish">
                {labels.publish}
              </button>
            </div>
          ) : (
            <p className="text-sm text-muted">{labels.readOnly}</p>
          )}
          {fallback && canEdit ? (
            <PublishFallback locales={fallback} labels={labels} disabled={busy} onConfirm={(confirmed) => run(() => publishFinalPageAction({ slug, expectedVersion: version, englishFallbackFor: confirmed }), labels.published)} />
          ) : null}
          {status ? (
            <p role="status" className={`text-sm ${status.ok ? "text-green-700" : "text-red-700"}`} data-testid="editor-status">
              {status.message}
            </p>
          ) : null}
          <PhonePreview slug={slug} version={version} locale={locale} labels={previewLabels} />
          <VersionHistory versions={versions} labels={labels} disabled={!canEdit || busy} onRollback={(target) => run(() => rollbackFinalPageAction({ slug, version: target, expectedVersion: version }), labels.rolledBack)} />
        </aside>
      </div>
    </HydratedFieldset>
  );
}

