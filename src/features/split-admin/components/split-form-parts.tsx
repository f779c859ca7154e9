"use client";

import type { ReactNode } from "react";
import { HydratedFieldset } from "@/ui/hydrated-fieldset";
import type { SplitLabels } from "./labels";

/** The input style every split editor field shares. */
export const splitInputClass = "w-full rounded border border-line bg-surface px-2 py-1 text-sm";

/**
 * A split editor's form: its submit is the editor's save (a POST with no address, so nothing
 * typed ever lands in the URL before the script runs), with the read-only notice on top.
 */
export function SplitForm({ testId, readOnly, labels, onSave, children }: { testId: string; readOnly: boolean; labels: SplitLabels; onSave: () => void; children: ReactNode }) {
  return (
    <form
      method="post"
      action="#"
      className="space-y-5"
      data-testid={testId}
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
    >
      {readOnly ? <p className="text-sm text-muted">{labels.readOnly}</p> : null}
      <HydratedFieldset className="space-y-5">{children}</HydratedFieldset>
    </form>
  );
}

/** A split's name: typed once when it is created, then fixed (it is the split's address). */
export function SplitNameField({ id, value, isNew, readOnly, labels, onChange }: { id: string; value: string; isNew: boolean; readOnly: boolean; labels: SplitLabels; onChange: (value: string) => void }) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        {labels.name}
      </label>
      <input id={id} className={splitInputClass} value={value} disabled={!isNew || readOnly} required onChange={(event) => onChange(event.target.value)} />
      {isNew ? <p className="text-xs text-muted">{labels.nameHelp}</p> : null}
    </div>
  );
}
