"use client";

import {
  answerMeaning,
  bindableFields,
  checkPlanOptions,
  fieldLabelKey,
  planFieldsOverview,
  withPlanOptions,
  type EditorStep,
  type LabelRef,
} from "@/features/funnel-admin/domain/plan-fields";
import { Button } from "@/ui/button";
import { fill } from "./editor-api";

type Step = Record<string, unknown> & EditorStep;
type Labels = Record<string, string>;

const input = "rounded-md border border-line bg-bg px-2 py-1 text-sm";

const text = (labels: Labels, ref: LabelRef) => fill(labels[ref.key] ?? ref.key, ref.values ?? {});
const capitalised = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** What the step editor gives each of these parts. */
type StepFieldProps = {
  step: Step;
  readOnly: boolean;
  onChange: (step: Step) => void;
  labels: Labels;
};

/**
 * The profile field a choice step fills, chosen from the fields its type may fill (the meal
 * plan's apart), or "not stored". A value the editor does not know (typed into the JSON) is
 * shown as such rather than hidden; the server refuses it on save.
 */
export function ProfileFieldSelect({
  step,
  readOnly,
  onChange,
  labels,
}: StepFieldProps) {
  const choices = bindableFields(step.type);
  if (choices.length === 0) return null;
  const current = typeof step.field === "string" ? step.field : "";
  const known = current === "" || choices.some((choice) => choice.field === current);
  const groups = [
    { label: labels.fieldGroupPlan, choices: choices.filter((choice) => choice.plan) },
    { label: labels.fieldGroupProfile, choices: choices.filter((choice) => !choice.plan) },
  ].filter((group) => group.choices.length > 0);
  function choose(field: string) {
    const { field: _previous, ...rest } = step;
    onChange((field === "" ? rest : { ...step, field }) as Step);
  }
  return (
    <div className="grid max-w-md gap-1">
      <label className="grid gap-1">
        {labels.profileField}
        <select
          className={input}
          value={current}
          disabled={readOnly}
          data-testid="step-field"
          aria-describedby="step-field-hint"
          onChange={(event) => choose(event.target.value)}
        >
          <option value="">{labels.fieldNotStored}</option>
          {known ? null : (
            <option value={current}>{fill(labels.fieldUnknown, { field: current })}</option>
          )}
          {groups.map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.choices.map((choice) => (
                <option key={choice.field} value={choice.field}>
                  {labels[choice.labelKey] ?? choice.field}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </label>
      <span id="step-field-hint" className="text-xs text-muted">
        {labels.profileFieldHint}
      </span>
    </div>
  );
}

/**
 * For a step bound to a plan field: the options the plan understands and what each means, a
 * warning naming the options it ignores, the values it knows that no option offers, and a
 * button filling the options with the plan's values (texts of kept options stay).
 */
export function PlanOptionsCheck({
  step,
  readOnly,
  onChange,
  labels,
}: StepFieldProps) {
  const check = checkPlanOptions(step);
  if (!check) return null;
  const fieldLabel = labels[fieldLabelKey(check.field)] ?? check.field;
  const fallback = text(labels, check.fallback);
  function fillWithPlanValues() {
    if (!check) return;
    if (
      check.ignored.length > 0 &&
      !window.confirm(fill(labels.planFillConfirm, { values: check.ignored.join(", ") }))
    )
      return;
    const field = check.field;
    const textOf = (value: string) => {
      const meaning = answerMeaning(field, value);
      return capitalised(meaning ? text(labels, meaning) : value.replace(/-/g, " "));
    };
    onChange({ ...step, options: withPlanOptions(step, textOf) });
  }
  return (
    <div
      className="space-y-2 rounded-md border border-line bg-surface p-2"
      data-testid="plan-options"
    >
      <p>{fill(labels.planBinding, { field: fieldLabel })}</p>
      {check.understood.length > 0 ? (
        <div className="space-y-1">
          <p className="text-xs text-muted">{labels.planUnderstood}</p>
          <ul className="flex flex-wrap gap-1">
            {check.understood.map((option) => (
              <li
                key={option.value}
                className="rounded-full bg-line px-2 text-xs"
                data-testid={`plan-understood-${option.value}`}
              >
                <code>{option.value}</code>
                {option.meaning ? ` → ${text(labels, option.meaning)}` : ""}
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="text-xs">{fill(labels.planNoneUnderstood, { fallback })}</p>
      )}
      {check.ignored.length > 0 ? (
        <p
          role="alert"
          className="rounded-md border border-warning px-2 py-1 font-semibold"
          data-testid="plan-options-warning"
        >
          {fill(check.kind === "single" ? labels.planIgnoredSingle : labels.planIgnoredMulti, {
            values: check.ignored.join(", "),
            fallback,
          })}
        </p>
      ) : null}
      {check.unoffered.length > 0 ? (
        <p className="text-xs text-muted">
          {fill(labels.planUnoffered, { values: check.unoffered.join(", ") })}
        </p>
      ) : null}
      {readOnly || (check.ignored.length === 0 && check.unoffered.length === 0) ? null : (
        <Button
          type="button"
          kind="secondary"
          size="xs"
          onClick={fillWithPlanValues}
          data-testid="plan-fill-options"
        >
          {labels.planFill}
        </Button>
      )}
    </div>
  );
}

/**
 * The meal plan's fields this funnel asks (with the steps that ask them) and those it leaves
 * unasked, each with the default every buyer of the funnel then gets. Follows the edits as
 * they are made, saved or not.
 */
export function PlanFieldsPanel({
  steps,
  onSelect,
  labels,
}: {
  steps: readonly Step[];
  onSelect: (stepId: string) => void;
  labels: Labels;
}) {
  const overview = planFieldsOverview({ steps });
  return (
    <section
      className="space-y-2 rounded-md border border-line p-2 text-sm"
      data-testid="plan-fields"
      aria-labelledby="plan-fields-title"
    >
      <h2 id="plan-fields-title" className="font-semibold">
        {labels.planFields}
      </h2>
      <p className="text-xs text-muted">{labels.planFieldsIntro}</p>
      {overview.unasked.length > 0 ? (
        <ul className="list-disc space-y-1 ps-5" data-testid="plan-fields-unasked">
          {overview.unasked.map((entry) => (
            <li key={entry.field} data-testid={`plan-unasked-${entry.field}`}>
              {fill(labels.planUnasked, {
                field: labels[entry.labelKey] ?? entry.field,
                fallback: text(labels, entry.fallback),
              })}
            </li>
          ))}
        </ul>
      ) : (
        <p>{labels.planAllAsked}</p>
      )}
      {overview.asked.length > 0 ? (
        <ul className="space-y-1 ps-5 text-xs" data-testid="plan-fields-asked">
          {overview.asked.map((entry) => (
            <li key={entry.field} data-testid={`plan-asked-${entry.field}`}>
              {fill(labels.planAsked, { field: labels[entry.labelKey] ?? entry.field })}{" "}
              {entry.steps.map((step, index) => (
                <span key={step.id}>
                  {index > 0 ? ", " : ""}
                  <button type="button" className="underline" onClick={() => onSelect(step.id)}>
                    {step.id}
                  </button>
                  {step.ignored > 0 ? (
                    <span className="text-warning">
                      {" "}
                      ({fill(labels.planAskedIgnored, { count: step.ignored })})
                    </span>
                  ) : null}
                </span>
              ))}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
