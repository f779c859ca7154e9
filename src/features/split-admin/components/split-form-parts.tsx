"use client";

import type { ReactNode } from "react";
import { Button } from "@/ui/button";
import { HydratedFieldset } from "@/ui/hydrated-fieldset";
import type { Notice, SplitLabels } from "./labels";

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

/**
 * The end of a split editor: what still stops the save, the save (create for a new split) and
 * the answer of the last save. Editors that only read show the answer alone.
 */
export function SplitFormFooter(props: {
  problems: string[];
  readOnly: boolean;
  isNew: boolean;
  busy: boolean;
  message: Notice;
  labels: SplitLabels;
  saveTestId: string;
  problemsTestId?: string;
  messageTestId?: string;
}) {
  const { problems, readOnly, message, labels } = props;
  return (
    <>
      {problems.length > 0 && !readOnly ? (
        <ul className="list-disc rounded bg-danger/10 px-6 py-2 text-sm text-danger" data-testid={props.problemsTestId}>
          {problems.map((problem, index) => (
            <li key={index}>{problem}</li>
          ))}
        </ul>
      ) : null}
      {!readOnly ? (
        <Button type="submit" kind="primary" size="medium" disabled={props.busy} data-testid={props.saveTestId}>
          {props.isNew ? labels.create : labels.save}
        </Button>
      ) : null}
      {message ? (
        <p role="status" data-testid={props.messageTestId} className={message.ok ? "text-sm text-success" : "text-sm text-danger"}>
          {message.text}
        </p>
      ) : null}
    </>
  );
}
