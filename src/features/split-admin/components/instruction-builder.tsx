"use client";

import { INSTRUCTION_KEYS, type InstructionKey } from "@/features/experiments/domain/instruction-keys";
import { buildInstructionCondition, INSTRUCTION_VALUE_TYPES, type InstructionRow } from "@/features/split-admin/domain/instruction-condition";
import type { InstructionChoices, TargetChoice } from "@/features/split-admin/domain/instruction-targets";
import { Button } from "@/ui/button";
import { useHydrated } from "@/ui/use-hydrated";
import { fill, type SplitLabels } from "./labels";
import { splitInputClass as inputClass } from "./split-form-parts";

function defaultValue(key: InstructionKey): string {
  const type = INSTRUCTION_VALUE_TYPES[key];
  return type === "boolean" ? "true" : "";
}

/** The list a key's value is picked from (package sets, final pages), or null for a typed value. */
function choicesOf(key: InstructionKey, choices: InstructionChoices | undefined): TargetChoice[] | null {
  return choices && Object.hasOwn(choices, key) ? choices[key as keyof InstructionChoices] : null;
}

/**
 * A group's instructions: a key select and a value per row — picked from the list for keys
 * that name something stored (`price_package`, `final_page`), else typed — and the resulting text.
 */
export function InstructionBuilder({ rows, onChange, disabled, labels, testId, choices }: { rows: InstructionRow[]; onChange: (rows: InstructionRow[]) => void; disabled: boolean; labels: SplitLabels; testId: string; choices?: InstructionChoices }) {
  const hydrated = useHydrated();
  const set = (index: number, row: InstructionRow) => onChange(rows.map((current, at) => (at === index ? row : current)));
  const unused = INSTRUCTION_KEYS.find((key) => !rows.some((row) => row.key === key));
  const text = buildInstructionCondition(rows);
  return (
    <div className="space-y-2" data-testid={testId}>
      <p className="text-sm font-medium">{labels.instructions}</p>
      {rows.map((row, index) => {
        const type = INSTRUCTION_VALUE_TYPES[row.key];
        return (
          <div key={index} className="flex flex-wrap items-center gap-2">
            <select
              aria-label={labels.instructions}
              className={`${inputClass} w-auto`}
              value={row.key}
              disabled={disabled}
              data-testid="instruction-key"
              onChange={(event) => {
                const key = event.target.value as InstructionKey;
                set(index, { key, value: INSTRUCTION_VALUE_TYPES[key] === type ? row.value : defaultValue(key) });
              }}
            >
              {INSTRUCTION_KEYS.map((key) => (
                <option key={key} value={key}>
                  {key} ({INSTRUCTION_VALUE_TYPES[key]})
                </option>
              ))}
            </select>
            {choicesOf(row.key, choices) ? (
              <select aria-label={row.key} className={`${inputClass} min-w-0 flex-1`} value={row.value} disabled={disabled} data-testid="instruction-value" onChange={(event) => set(index, { ...row, value: event.target.value })}>
                <option value="">{labels.chooseValue}</option>
                {row.value && !choicesOf(row.key, choices)!.some((choice) => choice.value === row.value) ? <option value={row.value}>{fill(labels.unknownValue, { value: row.value })}</option> : null}
                {choicesOf(row.key, choices)!.map((choice) => (
                  <option key={choice.value} value={choice.value}>
                    {choice.label}
                  </option>
                ))}
              </select>
            ) : type === "boolean" ? (
              <select aria-label={row.key} className={`${inputClass} w-auto`} value={row.value} disabled={disabled} data-testid="instruction-value" onChange={(event) => set(index, { ...row, value: event.target.value })}>
                <option value="true">true</option>
                <option value="false">false</option>
              </select>
            ) : (
              <input
                aria-label={row.key}
                className={`${inputClass} min-w-0 flex-1`}
                type={type === "number" ? "number" : "text"}
                value={row.value}
                placeholder={type === "list" ? labels.listHelp : undefined}
                disabled={disabled}
                data-testid="instruction-value"
                onChange={(event) => set(index, { ...row, value: event.target.value })}
              />
            )}
            {!disabled ? (
              <Button kind="ghost" size="xs" disabled={!hydrated} onClick={() => onChange(rows.filter((_, at) => at !== index))}>
                {labels.removeInstruction}
              </Button>
            ) : null}
          </div>
        );
      })}
      {!disabled && unused ? (
        <Button kind="ghost" size="xs" data-testid="add-instruction" disabled={!hydrated} onClick={() => onChange([...rows, { key: unused, value: defaultValue(unused) }])}>
          {labels.addInstruction}
        </Button>
      ) : null}
      <p className="text-xs text-muted">{labels.resultingText}:</p>
      <code className="block break-all rounded bg-surface px-2 py-1 text-xs" data-testid="instruction-text">
        {text || labels.emptyText}
      </code>
    </div>
  );
}
