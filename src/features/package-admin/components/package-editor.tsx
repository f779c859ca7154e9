"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent, type ReactNode } from "react";
import { rollbackPackageAction, savePackageAction } from "@/features/package-admin/actions/package-admin-actions";
import type { PackageSetOption } from "@/features/package-admin/domain/package-content";
import { asNewPackage, formToContent, type PackageForm } from "@/features/package-admin/domain/package-form";
import { HydratedFieldset } from "@/ui/hydrated-fieldset";
import { Button } from "@/ui/button";
import { useHydrated } from "@/ui/use-hydrated";
import { PackageAmountsTable } from "./package-amounts-table";
import { PackageVersionHistory, type PackageVersionItem } from "./package-version-history";

type Labels = Record<string, string>;
type Answer = { saved: true; version: number } | { saved: false; code: string; message: string };
type Result<T> = { ok: true; data: T } | { ok: false; staffError?: string; formError?: string };

function failure(result: Result<unknown>, labels: Labels): string {
  if (!result.ok && result.staffError === "signedOut") return labels.signedOut!;
  if (!result.ok && result.staffError === "forbidden") return labels.forbidden!;
  return (!result.ok && result.formError) || labels.failed!;
}

const inputClass = "w-full rounded-md border border-line bg-bg px-2 py-1 text-sm read-only:bg-surface";

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className="block space-y-1 text-sm">
      <span className="font-medium">{label}</span>
      {children}
    </label>
  );
}

/**
 * One price package's editor (docs/package-admin.md): name, billing period, intro offer,
 * per-currency amounts, the package sets it is in, save and the version history with rollback.
 * A sold package keeps its prices: the server refuses such a change, and "Save as a new
 * package" turns the form into a new package with a new id. Read-only without packages:edit.
 */
export function PackageEditor(props: {
  form: PackageForm;
  isNew: boolean;
  sold: boolean;
  version: number;
  versions: PackageVersionItem[];
  sets: PackageSetOption[];
  canEdit: boolean;
  labels: Labels;
  taxNote: ReactNode;
}) {
  const { labels, canEdit } = props;
  const hydrated = useHydrated();
  const router = useRouter();
  const [form, setForm] = useState<PackageForm>(props.form);
  const [isNew, setIsNew] = useState(props.isNew);
  const [message, setMessage] = useState<{ text: string; ok: boolean; sold?: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const disabled = !hydrated || !canEdit || busy;
  const readOnly = !canEdit;
  const set = (patch: Partial<PackageForm>) => setForm((current) => ({ ...current, ...patch }));
  const subscription = form.kind === "subscription";

  async function save(event: FormEvent) {
    event.preventDefault();
    const built = formToContent(form);
    if (!built.ok) return setMessage({ text: built.problem, ok: false });
    setBusy(true);
    const result = (await savePackageAction({ content: built.content, expectedVersion: isNew ? 0 : props.version, isNew })) as Result<Answer>;
    setBusy(false);
    if (!result.ok) return setMessage({ text: failure(result, labels), ok: false });
    if (!result.data.saved) return setMessage({ text: result.data.message, ok: false, sold: result.data.code === "sold" });
    setMessage({ text: labels.saved!.replace("{version}", String(result.data.version)), ok: true });
    if (isNew) router.push(`/mgmt/packages/${encodeURIComponent(built.content.package.id)}`);
    else router.refresh();
  }

  async function rollback(version: number) {
    setBusy(true);
    const result = (await rollbackPackageAction({ id: form.id, version, expectedVersion: props.version })) as Result<Answer>;
    setBusy(false);
    if (!result.ok) return setMessage({ text: failure(result, labels), ok: false });
    if (!result.data.saved) return setMessage({ text: result.data.message, ok: false, sold: result.data.code === "sold" });
    window.location.reload();
  }

  function saveAsNew() {
    setForm(asNewPackage(form));
    setIsNew(true);
    setMessage({ text: labels.asNewHint!, ok: true });
  }

  return (
    <div className="space-y-6">
      <form method="post" action="#" onSubmit={save} className="space-y-6" data-testid="package-editor">
        <HydratedFieldset className="space-y-6">
          {props.sold && !isNew ? (
            <p className="rounded-md border border-line bg-surface p-3 text-sm" data-testid="sold-note">
              {labels.soldNote}
            </p>
          ) : null}
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={labels.id!}>
              <input className={`${inputClass} font-mono`} name="id" value={form.id} readOnly={readOnly || !isNew} onChange={(event) => set({ id: event.target.value })} />
            </Field>
            <Field label={labels.name!}>
              <input className={inputClass} name="name" value={form.name} readOnly={readOnly} onChange={(event) => set({ name: event.target.value })} />
            </Field>
            <Field label={labels.kind!}>
              <select className={inputClass} name="kind" value={form.kind} disabled={readOnly || !isNew} onChange={(event) => set(event.target.value === "one_time" ? { kind: "one_time", product: "recipe_book" } : { kind: "subscription", product: "meal_plan" })}>
                <option value="subscription">{labels.kindSubscription}</option>
                <option value="one_time">{labels.kindOneTime}</option>
              </select>
            </Field>
            {subscription ? (
              <Field label={labels.period!}>
                <span className="flex gap-2">
                  <input className={`${inputClass} w-20`} name="periodCount" inputMode="numeric" aria-label={labels.periodCount} value={form.periodCount} readOnly={readOnly} onChange={(event) => set({ periodCount: event.target.value })} />
                  <select className={inputClass} name="periodUnit" aria-label={labels.periodUnit} value={form.periodUnit} disabled={readOnly} onChange={(event) => set({ periodUnit: event.target.value as PackageForm["periodUnit"] })}>
                    <option value="week">{labels.weeks}</option>
                    <option value="month">{labels.months}</option>
                  </select>
                </span>
              </Field>
            ) : (
              <Field label={labels.product!}>
                <select className={inputClass} name="product" value={form.product} disabled={readOnly} onChange={(event) => set({ product: event.target.value as PackageForm["product"] })}>
                  <option value="recipe_book">{labels.recipeBook}</option>
                  <option value="fasting_guide">{labels.fastingGuide}</option>
                  <option value="workout_plan">{labels.workoutPlan}</option>
                </select>
              </Field>
            )}
            {subscription ? (
              <Field label={labels.offer!}>
                <select className={inputClass} name="intro" value={form.intro} disabled={readOnly} onChange={(event) => set({ intro: event.target.value as PackageForm["intro"] })}>
                  <option value="intro_price">{labels.offerIntro}</option>
                  <option value="free_trial">{labels.offerTrial}</option>
                  <option value="none">{labels.offerNone}</option>
                </select>
              </Field>
            ) : null}
            {subscription && form.intro === "intro_price" ? (
              <Field label={labels.introPeriods!}>
                <input className={inputClass} name="introPeriods" inputMode="numeric" value={form.introPeriods} readOnly={readOnly} onChange={(event) => set({ introPeriods: event.target.value })} />
              </Field>
            ) : null}
            {subscription && form.intro === "free_trial" ? (
              <Field label={labels.trialDays!}>
                <input className={inputClass} name="trialDays" inputMode="numeric" value={form.trialDays} readOnly={readOnly} onChange={(event) => set({ trialDays: event.target.value })} />
              </Field>
            ) : null}
            <Field label={labels.displayOrder!}>
              <input className={inputClass} name="displayOrder" inputMode="numeric" value={form.displayOrder} readOnly={readOnly} onChange={(event) => set({ displayOrder: event.target.value })} />
            </Field>
            <label className="flex items-center gap-2 self-end text-sm">
              <input type="checkbox" name="mostPopular" checked={form.mostPopular} disabled={readOnly} onChange={(event) => set({ mostPopular: event.target.checked })} />
              {labels.mostPopular}
            </label>
          </div>

          <section className="space-y-2">
            <h2 className="font-semibold">{labels.amounts}</h2>
            <p className="text-sm text-muted">{subscription ? labels.amountsHint : labels.amountsHintOneTime}</p>
            <PackageAmountsTable
              amounts={form.amounts}
              kind={form.kind}
              showSecond={!subscription || form.intro === "intro_price"}
              readOnly={readOnly}
              onChange={(code, row) => setForm((current) => ({ ...current, amounts: { ...current.amounts, [code]: row } }))}
              labels={labels}
            />
          </section>

          <section className="space-y-1 text-sm" data-testid="tax-display">
            <h2 className="font-semibold">{labels.taxDisplay}</h2>
            {props.taxNote}
          </section>

          {subscription ? (
            <section className="space-y-2" data-testid="package-sets">
              <h2 className="font-semibold">{labels.sets}</h2>
              <p className="text-sm text-muted">{labels.setsHint}</p>
              {props.sets.map((option) => (
                <label key={option.id} className="flex items-start gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="mt-1"
                    value={option.id}
                    checked={form.setIds.includes(option.id)}
                    disabled={readOnly}
                    onChange={(event) => set({ setIds: event.target.checked ? [...form.setIds, option.id] : form.setIds.filter((id) => id !== option.id) })}
                  />
                  <span>
                    <span className="font-mono">{option.id}</span> <span className="text-muted">{option.label}</span>
                  </span>
                </label>
              ))}
              <Field label={labels.newSets!}>
                <input className={`${inputClass} font-mono`} name="newSetIds" placeholder="pp_spring_test" value={form.newSetIds} readOnly={readOnly} onChange={(event) => set({ newSetIds: event.target.value })} />
              </Field>
            </section>
          ) : null}

          {canEdit ? (
            <div className="flex flex-wrap gap-2">
              <Button type="submit" size="small" disabled={disabled}>
                {isNew ? labels.create : labels.save}
              </Button>
              {message?.sold ? (
                <Button kind="secondary" size="small" disabled={disabled} onClick={saveAsNew} data-testid="save-as-new">
                  {labels.saveAsNew}
                </Button>
              ) : null}
            </div>
          ) : (
            <p className="text-sm text-muted" data-testid="read-only">
              {labels.readOnly}
            </p>
          )}
          {message ? (
            <p role="status" className={message.ok ? "text-sm text-success" : "text-sm text-danger"} data-testid="editor-message">
              {message.text}
            </p>
          ) : null}
        </HydratedFieldset>
      </form>
      {!isNew ? <PackageVersionHistory versions={props.versions} canEdit={canEdit} disabled={disabled} onRollback={rollback} labels={labels} /> : null}
    </div>
  );
}
