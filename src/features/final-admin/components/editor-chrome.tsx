"use client";

import type { ChromeLabels } from "@/features/final-admin/domain/editor-labels";
import { buttonStyles } from "@/ui/button";

export type { ChromeLabels };


export type VersionItem = { version: number; state: string; createdBy: string; createdAt: string };

type Answer = { saved: true; version: number; state: string } | { saved: false; code: string; message: string; locales?: string[] };
export type ActionResultLike = { ok: true; data: Answer } | { ok: false; staffError?: string; formError?: string; fieldErrors?: unknown };

/** Turns an editor action's result into the message shown under the buttons, and the new version if any. */
export function describeResult(result: ActionResultLike, success: string, labels: ChromeLabels): { message: string; version?: number; ok: boolean } {
  if (!result.ok) {
    if ("staffError" in result && result.staffError === "signedOut") return { message: labels.signedOut, ok: false };
    if ("staffError" in result && result.staffError === "forbidden") return { message: labels.forbidden, ok: false };
    return { message: labels.failed, ok: false };
  }
  if (!result.data.saved) return { message: result.data.message, ok: false };
  return { message: success.replace("{version}", String(result.data.version)), version: result.data.version, ok: true };
}

/** The locales a refused publish lacks copy for (docs/final-admin.md, "Publishing"), when that was why it was refused. */
export function fallbackAsked(result: ActionResultLike): string[] | null {
  if (!result.ok || result.data.saved || result.data.code !== "missing_translations") return null;
  return result.data.locales ?? null;
}

/** The locale whose copy is edited, each with its number of missing texts. */
export function LocalePicker({ locales, locale, missing, onChange, label }: { locales: readonly string[]; locale: string; missing: Record<string, number>; onChange: (locale: string) => void; label: string }) {
  return (
    <label className="flex flex-wrap items-center gap-2 text-sm">
      <span className="font-medium">{label}</span>
      <select className="rounded-md border border-line bg-bg px-2 py-1" value={locale} onChange={(event) => onChange(event.target.value)} data-testid="locale-picker">
        {locales.map((code) => (
          <option key={code} value={code}>
            {code}
            {missing[code] ? ` — ${missing[code]} ✗` : " ✓"}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Every version, newest first; any version but the newest published one can be published again in one click. */
export function VersionHistory({ versions, labels, disabled, onRollback }: { versions: VersionItem[]; labels: ChromeLabels; disabled: boolean; onRollback: (version: number) => void }) {
  const stateLabel = (state: string) => (state === "draft" ? labels.stateDraft : state === "published" ? labels.statePublished : labels.stateArchived);
  return (
    <section className="space-y-2" data-testid="version-history">
      <h2 className="font-semibold">{labels.history}</h2>
      <ol className="space-y-1 text-sm">
        {versions.map((row) => (
          <li key={row.version} className="flex flex-wrap items-center gap-2 border-b border-line py-1">
            <span className="font-mono">v{row.version}</span>
            <span className={row.state === "published" ? "font-semibold text-green-700" : "text-muted"}>{stateLabel(row.state)}</span>
            <span className="text-muted">
              {row.createdBy} · {row.createdAt.slice(0, 16).replace("T", " ")} UTC
            </span>
            {row.state !== "published" ? (
              <button type="button" className="ms-auto text-primary underline disabled:opacity-40" disabled={disabled} onClick={() => onRollback(row.version)}>
                {labels.rollback}
              </button>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** A refused publish's question: publish anyway with the English fallback for these locales? */
export function PublishFallback({ locales, labels, disabled, onConfirm }: { locales: string[]; labels: ChromeLabels; disabled: boolean; onConfirm: (locales: string[]) => void }) {
  const list = locales.join(", ");
  return (
    <div role="alert" className="space-y-2 rounded-md border border-yellow-400 bg-yellow-50 p-3 text-sm text-yellow-950" data-testid="publish-fallback">
      <p>{labels.fallbackQuestion.replace("{locales}", list)}</p>
      <button type="button" className={buttonStyles({ kind: "secondary", size: "small" })} disabled={disabled} onClick={() => onConfirm(locales)} data-testid="publish-with-fallback">
        {labels.publishWithFallback.replace("{locales}", list)}
      </button>
    </div>
  );
}
