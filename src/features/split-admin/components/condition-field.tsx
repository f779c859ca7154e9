"use client";

import type { RemoteCheck } from "@/features/conditions/client/use-remote-condition-check";
import { fill, type SplitLabels } from "./labels";

/** Where the split editors check conditions (on the server: the engine stays out of the browser). */
export const splitConditionCheckPath = "/api/mgmt/splits/check";

/** A condition with its live check shown as staff type (the same check the server runs on save). */
export function ConditionField({
  id,
  label,
  value,
  onChange,
  disabled,
  labels,
  check,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
  labels: SplitLabels;
  check: RemoteCheck;
}) {
  const error = check.error;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <textarea
        id={id}
        rows={2}
        className="w-full rounded border border-line bg-surface px-2 py-1 font-mono text-sm"
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-check`}
        data-testid={`${id}-input`}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={`${id}-check`} className={error ? "text-sm text-danger" : "text-sm text-muted"} data-testid={`${id}-check`} role={error ? "alert" : undefined}>
        {error ? fill(labels.conditionError, { error }) : value.trim() && check.checked ? labels.conditionOk : labels.runConditionHelp}
      </p>
    </div>
  );
}
