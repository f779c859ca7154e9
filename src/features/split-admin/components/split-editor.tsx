"use client";

import { useState } from "react";
import { STEP_NAMES } from "@/features/experiments/domain/step-names";
import { groupPercentProblem } from "@/features/split-admin/domain/group-percents";
import { buildInstructionCondition, instructionRowsProblems, readInstructionRows, type InstructionRow } from "@/features/split-admin/domain/instruction-condition";
import type { InstructionChoices } from "@/features/split-admin/domain/instruction-targets";
import type { EditedSplit } from "@/features/split-admin/domain/split-admin-schemas";
import { Button } from "@/ui/button";
import { useHydrated } from "@/ui/use-hydrated";
import { useSplitSave } from "./use-split-save";
import { useRemoteConditionCheck } from "@/features/conditions/client/use-remote-condition-check";
import { ConditionField, splitConditionCheckPath } from "./condition-field";
import { InstructionBuilder } from "./instruction-builder";
import { fill, type Notice, type SplitLabels } from "./labels";
import { SplitForm, SplitFormFooter, SplitNameField, splitInputClass } from "./split-form-parts";

type EditorGroup = { key: number; percent: string; rows: InstructionRow[]; dropped: string[] };

type Props = {
  /** Null for a new split (the name is chosen once). */
  name: string | null;
  initial: EditedSplit;
  version: number;
  canEdit: boolean;
  labels: SplitLabels;
  /** The package sets and final pages `price_package` and `final_page` pick from. */
  choices?: InstructionChoices;
  onDirty?: (dirty: boolean) => void; message: Notice; setMessage: (notice: Notice) => void;
};

const inputClass = splitInputClass;
let nextKey = 1;

function toGroups(config: EditedSplit): EditorGroup[] {
  return config.groups.map((group) => {
    const { rows, dropped } = readInstructionRows(group.instructionCondition);
    return { key: nextKey++, percent: String(group.percent), rows, dropped };
  });
}

/**
 * The split test editor (docs/split-admin.md): name, initial step, run condition (checked as
 * staff type), participant percentage and the groups with their percents (summing to 100)
 * and instructions built from the known keys.
 */
export function SplitEditor({ name, initial, version, canEdit, labels, choices, onDirty, message, setMessage }: Props) {
  const hydrated = useHydrated();
  const [splitName, setSplitName] = useState(initial.name);
  const [step, setStep] = useState<string>(initial.initial.name);
  const [runCondition, setRunCondition] = useState(initial.runCondition ?? "");
  const conditionCheck = useRemoteConditionCheck(splitConditionCheckPath, runCondition);
  const [participants, setParticipants] = useState(String(initial.participantPercentage));
  const [groups, setGroups] = useState<EditorGroup[]>(() => toGroups(initial));
  const isNew = name === null;
  const readOnly = !canEdit;
  const edit = <T,>(set: (value: T) => void) => (value: T) => {
    onDirty?.(true);
    set(value);
  };
  const setGroup = (index: number, group: EditorGroup) => edit(setGroups)(groups.map((current, at) => (at === index ? group : current)));
  const move = (index: number, by: number) => {
    const target = index + by;
    if (target < 0 || target >= groups.length) return;
    const copy = [...groups];
    [copy[index], copy[target]] = [copy[target]!, copy[index]!];
    edit(setGroups)(copy);
  };

  const percents = groups.map((group) => (group.percent.trim() === "" ? Number.NaN : Number(group.percent)));
  const total = percents.reduce((sum, percent) => sum + (Number.isFinite(percent) ? percent : 0), 0);
  const percentProblem = groupPercentProblem(percents);
  const condition = conditionCheck.error;
  const participantsValue = participants.trim() === "" ? Number.NaN : Number(participants);
  const problems = [
    ...(condition ? [fill(labels.conditionError, { error: condition })] : []),
    ...(Number.isFinite(participantsValue) && participantsValue >= 0 && participantsValue <= 100 ? [] : [`${labels.participantPercentage}: 0–100`]),
    ...(percentProblem ? [percentProblem] : []),
    ...groups.flatMap((group, index) => instructionRowsProblems(group.rows).map((problem) => `${fill(labels.group, { number: index + 1 })}: ${problem}`)),
  ];
  const content = (): EditedSplit => ({
    name: splitName.trim(),
    initial: { name: step as EditedSplit["initial"]["name"] },
    runCondition,
    participantPercentage: participantsValue,
    groups: groups.map((group) => ({ percent: Number(group.percent), instructionCondition: buildInstructionCondition(group.rows) })),
  });

  const { submit, pending } = useSplitSave({ edited: { kind: "split", content }, name, version, problems, labels, setMessage, onDirty });

  return (
    <SplitForm testId="split-editor" readOnly={readOnly} labels={labels} onSave={submit}>
      <div className="grid gap-4 sm:grid-cols-2">
        <SplitNameField id="split-name" value={splitName} isNew={isNew} readOnly={readOnly} labels={labels} onChange={edit(setSplitName)} />
        <div className="space-y-1">
          <label htmlFor="split-step" className="block text-sm font-medium">
            {labels.step}
          </label>
          <select id="split-step" className={inputClass} value={step} disabled={readOnly} onChange={(event) => edit(setStep)(event.target.value)}>
            {STEP_NAMES.map((stepName) => (
              <option key={stepName} value={stepName}>
                {stepName}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1">
          <label htmlFor="split-participants" className="block text-sm font-medium">
            {labels.participantPercentage}
          </label>
          <input id="split-participants" type="number" min={0} max={100} step="any" className={inputClass} value={participants} disabled={readOnly} onChange={(event) => edit(setParticipants)(event.target.value)} />
        </div>
      </div>
      <ConditionField id="split-run-condition" label={labels.runCondition ?? ""} value={runCondition} onChange={edit(setRunCondition)} disabled={readOnly} labels={labels} check={conditionCheck} />
      <fieldset className="space-y-3">
        <legend className="font-semibold">{labels.groups}</legend>
        {groups.map((group, index) => (
          <div key={group.key} className="space-y-2 rounded-lg border border-line p-3" data-testid="split-group">
            <div className="flex flex-wrap items-end gap-2">
              <span className="font-medium">{fill(labels.group, { number: index + 1 })}</span>
              <label className="flex items-center gap-1 text-sm">
                {labels.percent}
                <input type="number" min={0} max={100} step="any" className={`${inputClass} w-24`} value={group.percent} disabled={readOnly} data-testid="group-percent" onChange={(event) => setGroup(index, { ...group, percent: event.target.value })} />
              </label>
              {!readOnly ? (
                <span className="ms-auto flex gap-1">
                  <Button kind="ghost" size="xs" disabled={!hydrated || index === 0} onClick={() => move(index, -1)}>
                    {labels.moveUp}
                  </Button>
                  <Button kind="ghost" size="xs" disabled={!hydrated || index === groups.length - 1} onClick={() => move(index, 1)}>
                    {labels.moveDown}
                  </Button>
                  <Button kind="ghost" size="xs" disabled={!hydrated || groups.length === 1} onClick={() => edit(setGroups)(groups.filter((_, at) => at !== index))}>
                    {labels.removeGroup}
                  </Button>
                </span>
              ) : null}
            </div>
            <InstructionBuilder rows={group.rows} disabled={readOnly} labels={labels} testId={`group-${index}-instructions`} choices={choices} onChange={(rows) => setGroup(index, { ...group, rows })} />
            {group.dropped.length > 0 ? <p className="text-xs text-danger">{fill(labels.dropped, { clauses: group.dropped.join("; ") })}</p> : null}
          </div>
        ))}
        <p className={percentProblem ? "text-sm text-danger" : "text-sm text-muted"} data-testid="group-percent-check">
          {fill(labels.percentTotal, { total: Math.round(total * 1e6) / 1e6 })}
          {percentProblem ? ` — ${percentProblem}` : ""}
        </p>
        {!readOnly ? (
          <Button kind="secondary" size="small" data-testid="add-group" disabled={!hydrated} onClick={() => edit(setGroups)([...groups, { key: nextKey++, percent: "0", rows: [], dropped: [] }])}>
            {labels.addGroup}
          </Button>
        ) : null}
      </fieldset>
      <SplitFormFooter problems={problems} readOnly={readOnly} isNew={isNew} busy={!hydrated || pending} message={message} labels={labels} saveTestId="split-save" problemsTestId="split-problems" messageTestId="split-save-message" />
    </SplitForm>
  );
}
