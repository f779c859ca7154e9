"use client";

import { useMemo, useState } from "react";
import { moveStepById } from "@/features/funnel-admin/domain/reorder-steps";
import { countMissing } from "@/features/funnel-admin/domain/missing-translations";
import { outdatedTranslations } from "@/features/funnel-admin/domain/outdated-translations";
import { newStep, stepTypes } from "@/features/funnel-admin/domain/funnel-templates";
import { Button } from "@/ui/button";
import { HydratedFieldset } from "@/ui/hydrated-fieldset";
import { useHydrated } from "@/ui/use-hydrated";
import { AnswerTester } from "./answer-tester";
import { BranchingEditor } from "./branching-editor";
import { callFunnelApi, fill } from "./editor-api";
import { PlanFieldsPanel } from "./plan-fields";
import { PreviewFrame } from "@/ui/preview-frame";
import { StepCopyEditor } from "./step-copy-editor";
import { JsonFieldsEditor, StepFieldsEditor } from "./step-fields-editor";
import { StepList } from "./step-list";
import { StepStructureEditor } from "./step-structure-editor";
import { VersionHistory, type VersionItem } from "./version-history";

type Step = Record<string, unknown> & { id: string; type: string; next?: { condition: string; stepId: string }[] };
type Definition = Record<string, unknown> & { name: string; title: string; steps: Step[] };
export type EditorState = { name: string; definition: unknown; headVersion: number; hasDraft: boolean; publishedVersion: number | null; versions: VersionItem[] };
type Notice = { kind: "ok" | "error"; text: string; details?: string[] };

/**
 * The funnel editor (docs/funnel-admin.md): steps in order (drag and drop, keyboard too), each
 * step's texts in two locales side by side with missing translations counted, its other fields,
 * branching with live condition checks, the meal-plan fields the funnel asks and the defaults
 * of those it leaves unasked, a path tester, a phone-sized preview of the draft, save
 * / publish and the version history with diffs and one-click rollback. Read-only without
 * `funnels:edit`.
 */
export function FunnelEditor({ initial, locales, readOnly, labels }: { initial: EditorState; locales: readonly string[]; readOnly: boolean; labels: Record<string, string> }) {
  const hydrated = useHydrated();
  const [state, setState] = useState(initial);
  const [definition, setDefinition] = useState(initial.definition as Definition);
  const [selected, setSelected] = useState<string | null>(definition.steps[0]?.id ?? null);
  const [pair, setPair] = useState<[string, string]>(["en", locales.find((locale) => locale !== "en") ?? "de"]);
  const [previewLocale, setPreviewLocale] = useState("en");
  const [notice, setNotice] = useState<Notice | null>(null);
  const [dirty, setDirty] = useState(false);
  const [busy, setBusy] = useState(false);
  const [newType, setNewType] = useState<string>("single");

  const missing = useMemo(() => countMissing(definition.steps, pair[1]), [definition.steps, pair]);
  // Copies whose English changed after they were written, over the saved versions and the edits.
  const outdated = useMemo(() => {
    const saved = [...state.versions].sort((a, b) => a.version - b.version).map((row) => row.content as Definition);
    return outdatedTranslations([...saved, definition]).filter((text) => text.locale === pair[1]);
  }, [state.versions, definition, pair]);
  const step = definition.steps.find((item) => item.id === selected) ?? null;
  const stepIds = definition.steps.map((item) => item.id);

  function edit(next: Definition) {
    setDefinition(next);
    setDirty(true);
  }
  function editStep(next: Step) {
    edit({ ...definition, steps: definition.steps.map((item) => (item.id === selected ? next : item)) });
    if (next.id !== selected) setSelected(next.id);
  }
  function addStep() {
    let id = `step-${newType}`;
    for (let n = 2; stepIds.includes(id); n++) id = `step-${newType}-${n}`;
    edit({ ...definition, steps: [...definition.steps, newStep(newType, id) as Step] });
    setSelected(id);
  }
  function removeStep() {
    if (!step || definition.steps.length < 2 || !window.confirm(fill(labels.confirmRemove, { step: step.id }))) return;
    edit({ ...definition, steps: definition.steps.filter((item) => item.id !== step.id) });
    setSelected(definition.steps.find((item) => item.id !== step.id)?.id ?? null);
  }

  async function reload(message?: Notice) {
    const answer = await callFunnelApi<EditorState>(state.name, "GET");
    if (answer.ok) {
      setState(answer.data);
      setDefinition(answer.data.definition as Definition);
      setDirty(false);
    }
    if (message) setNotice(message);
  }
  function refusal(answer: { code: string; message: string; fields?: Record<string, string[]> }): Notice {
    const details = answer.fields ? Object.entries(answer.fields).map(([path, problems]) => `${path}: ${problems.join(", ")}`) : undefined;
    return { kind: "error", text: labels[`error_${answer.code}`] ? `${labels[`error_${answer.code}`]} ${answer.message}` : answer.message || labels.failed!, details };
  }
  async function save() {
    setBusy(true);
    const answer = await callFunnelApi<{ version: number }>(state.name, "PUT", { expectedVersion: state.headVersion, definition });
    setBusy(false);
    if (!answer.ok) return setNotice(refusal(answer));
    await reload({ kind: "ok", text: fill(labels.saved, { version: answer.data.version }) });
  }
  async function publish() {
    setBusy(true);
    const answer = await callFunnelApi<{ quizVersion: number }>(`${state.name}/publish`, "POST", { expectedVersion: state.headVersion });
    setBusy(false);
    if (!answer.ok) return setNotice(refusal(answer));
    await reload({ kind: "ok", text: fill(labels.published, { version: answer.data.quizVersion }) });
  }
  async function rollback(version: number) {
    if (dirty && !window.confirm(labels.confirmDiscard)) return;
    setBusy(true);
    const answer = await callFunnelApi<{ quizVersion: number }>(`${state.name}/rollback`, "POST", { expectedVersion: state.headVersion, version });
    setBusy(false);
    if (!answer.ok) return setNotice(refusal(answer));
    await reload({ kind: "ok", text: fill(labels.rolledBack, { version, published: answer.data.quizVersion }) });
  }

  const previewSrc = step ? `/mgmt/funnel-admin/${state.name}/preview?step=${encodeURIComponent(step.id)}&locale=${previewLocale}&v=${state.headVersion}` : null;

  return (
    <div className="space-y-4">
      <div className="sticky top-0 z-10 flex flex-wrap items-center gap-3 border-b border-line bg-bg py-2">
        <span className="text-sm" data-testid="editor-status">
          {fill(labels.status, { head: state.headVersion, published: state.publishedVersion ?? "—" })}
          {state.hasDraft ? ` · ${labels.draftWaiting}` : ""}
          {dirty ? ` · ${labels.unsaved}` : ""}
        </span>
        {readOnly ? (
          <span className="rounded-full bg-line px-2 text-xs" data-testid="read-only">
            {labels.readOnly}
          </span>
        ) : (
          <>
            <Button type="button" kind="primary" size="small" onClick={save} disabled={busy || !dirty || !hydrated} data-testid="save-draft">
              {labels.save}
            </Button>
            <Button type="button" kind="secondary" size="small" onClick={publish} disabled={busy || dirty || !state.hasDraft || !hydrated} data-testid="publish">
              {labels.publish}
            </Button>
          </>
        )}
      </div>
      {notice ? (
        <div role={notice.kind === "error" ? "alert" : "status"} className={`rounded-md border p-2 text-sm ${notice.kind === "error" ? "border-red-600 text-red-700" : "border-green-600"}`} data-testid="editor-notice">
          {notice.text}
          {notice.details ? (
            <ul className="mt-1 list-disc ps-5 font-mono text-xs">
              {notice.details.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}

      <HydratedFieldset>
        <div className="grid gap-4 lg:grid-cols-[16rem_1fr_22rem]">
          <aside className="space-y-3">
            <h2 className="font-semibold">{labels.steps}</h2>
            <StepList steps={definition.steps} selected={selected} missing={missing.byStep} readOnly={readOnly} onSelect={setSelected} onMove={(a, b) => edit({ ...definition, steps: moveStepById(definition.steps, a, b) })} labels={labels} />
            {readOnly ? null : (
              <div className="flex gap-2">
                <select value={newType} onChange={(event) => setNewType(event.target.value)} aria-label={labels.stepType} className="flex-1 rounded-md border border-line bg-bg px-2 py-1 text-sm">
                  {stepTypes.map((type) => (
                    <option key={type} value={type}>
                      {type}
                    </option>
                  ))}
                </select>
                <Button type="button" kind="secondary" size="xs" onClick={addStep} disabled={!hydrated} data-testid="add-step">
                  {labels.addStep}
                </Button>
              </div>
            )}
            <PlanFieldsPanel steps={definition.steps} onSelect={setSelected} labels={labels} />
          </aside>

          <section className="min-w-0 space-y-4">
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <span>{labels.locales}</span>
              {[0, 1].map((slot) => (
                <select
                  key={slot}
                  value={pair[slot]}
                  aria-label={`${labels.locales} ${slot + 1}`}
                  onChange={(event) => setPair(slot === 0 ? [event.target.value, pair[1]] : [pair[0], event.target.value])}
                  className="rounded-md border border-line bg-bg px-2 py-1"
                >
                  {locales.map((locale) => (
                    <option key={locale} value={locale}>
                      {locale}
                    </option>
                  ))}
                </select>
              ))}
              <span data-testid="missing-total">{fill(labels.missingTotal, { count: missing.total, locale: pair[1] })}</span>
              {outdated.length > 0 ? (
                <span className="rounded-full bg-orange-100 px-2 text-orange-900" data-testid="outdated-total">
                  {fill(labels.outdatedTotal, { count: outdated.length, locale: pair[1] })}
                </span>
              ) : null}
            </div>
            {step ? (
              <>
                <div className="flex items-center justify-between gap-2">
                  <h2 className="font-semibold">
                    {step.id} <span className="text-muted">({step.type})</span>
                  </h2>
                  {readOnly ? null : (
                    <Button type="button" kind="ghost" size="xs" onClick={removeStep} disabled={definition.steps.length < 2}>
                      {labels.removeStep}
                    </Button>
                  )}
                </div>
                <StepStructureEditor step={step} readOnly={readOnly} onChange={(next) => editStep(next as Step)} labels={labels} />
                <StepCopyEditor step={step} locales={pair} outdated={outdated.filter((text) => text.stepId === step.id).map((text) => text.path)} readOnly={readOnly} onChange={(next) => editStep(next as Step)} labels={labels} />
                <h3 className="font-semibold">{labels.branching}</h3>
                <BranchingEditor funnel={state.name} rules={step.next ?? []} stepIds={stepIds} readOnly={readOnly} onChange={(rules) => editStep({ ...step, next: rules })} labels={labels} />
                <details>
                  <summary className="cursor-pointer font-semibold">{labels.fields}</summary>
                  <StepFieldsEditor step={step} readOnly={readOnly} onChange={(next) => editStep(next as Step)} labels={labels} />
                </details>
              </>
            ) : null}
            <details>
              <summary className="cursor-pointer font-semibold">{labels.settings}</summary>
              <p className="text-xs text-muted">{labels.settingsHint}</p>
              <JsonFieldsEditor
                value={settingsOf(definition)}
                accept={(next) => next.name === definition.name}
                readOnly={readOnly}
                onChange={(next) => edit({ ...definition, ...next, name: definition.name, steps: definition.steps })}
                label={labels.settings!}
                badJson={labels.badJson!}
                testId="funnel-settings"
              />
            </details>
            <h3 className="font-semibold">{labels.tester}</h3>
            <AnswerTester funnel={state.name} definition={definition} labels={labels} />
            <h3 className="font-semibold">{labels.versions}</h3>
            <VersionHistory versions={state.versions} readOnly={readOnly} onRollback={rollback} labels={labels} />
          </section>

          <aside className="space-y-2">
            <div className="flex items-center gap-2 text-sm">
              <h2 className="font-semibold">{labels.preview}</h2>
              <select value={previewLocale} onChange={(event) => setPreviewLocale(event.target.value)} aria-label={labels.previewLocale} className="rounded-md border border-line bg-bg px-2 py-1">
                {locales.map((locale) => (
                  <option key={locale} value={locale}>
                    {locale}
                  </option>
                ))}
              </select>
            </div>
            <p className="text-xs text-muted">{dirty ? labels.previewSaved : labels.previewDraft}</p>
            {previewSrc ? <PreviewFrame src={previewSrc} title={labels.preview!} openLabel={labels.previewOpen!} /> : null}
          </aside>
        </div>
      </HydratedFieldset>
    </div>
  );
}

/** The funnel's own fields (everything but its steps): title, aliases, audience, theme, configs, upsell chain. */
function settingsOf(definition: Definition): Record<string, unknown> {
  const { steps: _steps, ...settings } = definition;
  return settings;
}
