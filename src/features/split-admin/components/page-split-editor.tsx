"use client";

import { useState } from "react";
import type { EditedPageSplit } from "@/features/split-admin/domain/split-admin-schemas";
import { Button } from "@/ui/button";
import { useHydrated } from "@/ui/use-hydrated";
import { useSplitSave } from "./use-split-save";
import { useRemoteConditionCheck } from "@/features/conditions/client/use-remote-condition-check";
import { ConditionField, splitConditionCheckPath } from "./condition-field";
import { fill, type Notice, type SplitLabels } from "./labels";
import { SplitForm, SplitFormFooter, SplitNameField, splitInputClass } from "./split-form-parts";

type EditorOption = { key: number; id: string; url: string; weight: string };
type Props = { name: string | null; initial: EditedPageSplit; version: number; canEdit: boolean; labels: SplitLabels; onDirty?: (dirty: boolean) => void; message: Notice; setMessage: (notice: Notice) => void };

const inputClass = splitInputClass;
let nextKey = 1;

/** The page-level split editor (docs/split-admin.md): paths, condition, coverage and options. */
export function PageSplitEditor({ name, initial, version, canEdit, labels, onDirty, message, setMessage }: Props) {
  const hydrated = useHydrated();
  const [splitName, setSplitName] = useState(initial.name);
  const [paths, setPaths] = useState(initial.group.paths.join("\n"));
  const [condition, setCondition] = useState(initial.group.condition ?? "");
  const conditionCheck = useRemoteConditionCheck(splitConditionCheckPath, condition);
  const [coverage, setCoverage] = useState(String(initial.group.coverage));
  const [options, setOptions] = useState<EditorOption[]>(() => initial.group.options.map((option) => ({ key: nextKey++, id: option.id, url: option.url, weight: String(option.weight) })));
  const isNew = name === null;
  const readOnly = !canEdit;
  const edit = <T,>(set: (value: T) => void) => (value: T) => {
    onDirty?.(true);
    set(value);
  };
  const setOption = (index: number, option: EditorOption) => edit(setOptions)(options.map((current, at) => (at === index ? option : current)));
  const pathList = paths.split("\n").map((line) => line.trim()).filter((line) => line !== "");
  const coverageValue = coverage.trim() === "" ? Number.NaN : Number(coverage);
  const conditionError = conditionCheck.error;
  const problems = [
    ...(pathList.length === 0 ? [`${labels.paths}: 1+`] : []),
    ...(conditionError ? [fill(labels.conditionError, { error: conditionError })] : []),
    ...(Number.isFinite(coverageValue) && coverageValue >= 0 && coverageValue <= 100 ? [] : [`${labels.coverage}: 0–100`]),
    ...options.flatMap((option) => (option.weight.trim() !== "" && Number(option.weight) >= 0 && Number(option.weight) <= 100 ? [] : [`${option.id || "?"}: ${labels.optionWeight} 0–100`])),
  ];
  const content = (): EditedPageSplit => ({
    name: splitName.trim(),
    group: { paths: pathList, condition, coverage: coverageValue, options: options.map((option) => ({ id: option.id.trim(), url: option.url.trim(), weight: Number(option.weight) })) },
  });
  const { submit, pending } = useSplitSave({ edited: { kind: "page-split", content }, name, version, problems, labels, setMessage, onDirty });
  return (
    <SplitForm testId="page-split-editor" readOnly={readOnly} labels={labels} onSave={submit}>
      <div className="grid gap-4 sm:grid-cols-2">
        <SplitNameField id="page-split-name" value={splitName} isNew={isNew} readOnly={readOnly} labels={labels} onChange={edit(setSplitName)} />
        <div className="space-y-1">
          <label htmlFor="page-split-coverage" className="block text-sm font-medium">
            {labels.coverage}
          </label>
          <input id="page-split-coverage" type="number" min={0} max={100} step="any" className={inputClass} value={coverage} disabled={readOnly} onChange={(event) => edit(setCoverage)(event.target.value)} />
        </div>
      </div>
      <div className="space-y-1">
        <label htmlFor="page-split-paths" className="block text-sm font-medium">
          {labels.paths}
        </label>
        <textarea id="page-split-paths" rows={3} className={`${inputClass} font-mono`} value={paths} disabled={readOnly} onChange={(event) => edit(setPaths)(event.target.value)} />
        <p className="text-xs text-muted">{labels.pathsHelp}</p>
      </div>
      <ConditionField id="page-split-condition" label={labels.condition ?? ""} value={condition} onChange={edit(setCondition)} disabled={readOnly} labels={labels} check={conditionCheck} />
      <fieldset className="space-y-2">
        <legend className="font-semibold">{labels.options}</legend>
        {options.map((option, index) => (
          <div key={option.key} className="flex flex-wrap items-end gap-2 rounded border border-line p-2" data-testid="page-split-option">
            <label className="text-sm">
              {labels.optionId}
              <input className={`${inputClass} w-32`} value={option.id} disabled={readOnly} onChange={(event) => setOption(index, { ...option, id: event.target.value })} />
            </label>
            <label className="min-w-0 flex-1 text-sm">
              {labels.optionUrl}
              <input className={inputClass} value={option.url} disabled={readOnly} onChange={(event) => setOption(index, { ...option, url: event.target.value })} />
            </label>
            <label className="text-sm">
              {labels.optionWeight}
              <input type="number" min={0} max={100} step="any" className={`${inputClass} w-24`} value={option.weight} disabled={readOnly} onChange={(event) => setOption(index, { ...option, weight: event.target.value })} />
            </label>
            {!readOnly ? (
              <Button kind="ghost" size="xs" disabled={!hydrated || options.length === 1} onClick={() => edit(setOptions)(options.filter((_, at) => at !== index))}>
                {labels.removeOption}
              </Button>
            ) : null}
          </div>
        ))}
        {!readOnly ? (
          <Button kind="secondary" size="small" disabled={!hydrated} onClick={() => edit(setOptions)([...options, { key: nextKey++, id: `option-${options.length + 1}`, url: "/", weight: "0" }])}>
            {labels.addOption}
          </Button>
        ) : null}
      </fieldset>
      <SplitFormFooter problems={problems} readOnly={readOnly} isNew={isNew} busy={!hydrated || pending} message={message} labels={labels} saveTestId="page-split-save" />
    </SplitForm>
  );
}
