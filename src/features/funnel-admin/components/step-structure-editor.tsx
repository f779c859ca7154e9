"use client";

import { Button } from "@/ui/button";
import { ImageField } from "./image-field";
import { PlanOptionsCheck, ProfileFieldSelect } from "./plan-fields";

type Step = Record<string, unknown> & { id: string; type: string };
type Option = { value: string; label: Record<string, string>; emoji?: string; image?: string };

const input = "rounded-md border border-line bg-bg px-2 py-1 text-sm";

/**
 * The step's structure without writing JSON: its id, the profile field a choice fills (from a
 * list; for a meal-plan field, its options checked against the values the plan understands),
 * how choices show (text, emoji or picture), choice options (value, emoji, picture with an
 * upload beside it; add and remove), number and age limits, the info variant and image, the
 * loader's lines. Texts are edited in the copy table; everything else in the step's JSON.
 */
export function StepStructureEditor({ step, readOnly, onChange, labels }: { step: Step; readOnly: boolean; onChange: (step: Step) => void; labels: Record<string, string> }) {
  const set = (patch: Record<string, unknown>) => onChange({ ...step, ...patch });
  const options = Array.isArray(step.options) ? (step.options as Option[]) : null;
  const setOption = (index: number, patch: Partial<Option>) => set({ options: options!.map((option, i) => (i === index ? { ...option, ...patch } : option)) });
  return (
    <div className="space-y-3 text-sm" data-testid="step-structure">
      <label className="grid max-w-xs gap-1">
        {labels.stepId}
        <input className={input} value={step.id} readOnly={readOnly} onChange={(event) => set({ id: event.target.value })} pattern="[a-z0-9][a-z0-9\-]{0,79}" />
      </label>
      <ProfileFieldSelect step={step} readOnly={readOnly} onChange={onChange} labels={labels} />
      {options && (step.type === "single" || step.type === "multi") ? (
        <label className="grid max-w-xs gap-1">
          {labels.display}
          <select className={input} value={String(step.display ?? "text")} disabled={readOnly} data-testid="step-display" onChange={(event) => set({ display: event.target.value })}>
            {(step.type === "single" ? ["text", "emoji", "image"] : ["text", "emoji"]).map((display) => (
              <option key={display} value={display}>
                {labels[`display_${display}`] ?? display}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {options ? (
        <fieldset className="space-y-2">
          <legend className="font-semibold">{labels.options}</legend>
          {options.map((option, index) => (
            <div key={index} className="flex flex-wrap items-center gap-2">
              <span className="w-40 truncate">{option.label?.en}</span>
              <input className={`${input} w-32`} value={option.value} readOnly={readOnly} aria-label={`${labels.optionValue} ${index + 1}`} onChange={(event) => setOption(index, { value: event.target.value })} />
              {step.display === "emoji" ? (
                <input className={`${input} w-16`} value={option.emoji ?? ""} readOnly={readOnly} aria-label={`${labels.optionEmoji} ${index + 1}`} onChange={(event) => setOption(index, { emoji: event.target.value || undefined })} />
              ) : null}
              {step.display === "image" ? (
                <ImageField value={option.image ?? ""} readOnly={readOnly} label={`${labels.optionImage} ${index + 1}`} labels={labels} testId={`option-image-${index + 1}`} onChange={(image) => setOption(index, { image })} />
              ) : null}
              {readOnly ? null : (
                <Button type="button" kind="ghost" size="xs" onClick={() => set({ options: options.filter((_, i) => i !== index) })}>
                  {labels.removeOption}
                </Button>
              )}
            </div>
          ))}
          {readOnly ? null : (
            <Button type="button" kind="secondary" size="xs" onClick={() => set({ options: [...options, { value: `option-${options.length + 1}`, label: { en: labels.newOption ?? "New option" } }] })}>
              {labels.addOption}
            </Button>
          )}
        </fieldset>
      ) : null}
      <PlanOptionsCheck step={step} readOnly={readOnly} onChange={onChange} labels={labels} />
      {step.type === "number" || step.type === "age" ? (
        <div className="flex flex-wrap gap-3">
          {(["min", "max"] as const).map((key) => (
            <label key={key} className="grid gap-1">
              {labels[key]}
              <input type="number" className={`${input} w-28`} value={String(step[key] ?? "")} readOnly={readOnly} onChange={(event) => set({ [key]: event.target.value === "" ? undefined : Number(event.target.value) })} />
            </label>
          ))}
        </div>
      ) : null}
      {step.type === "info" ? (
        <div className="flex flex-wrap gap-3">
          <label className="grid gap-1">
            {labels.variant}
            <select className={input} value={String(step.variant)} disabled={readOnly} onChange={(event) => set({ variant: event.target.value })}>
              {["statement", "socialProof", "chart"].map((variant) => (
                <option key={variant} value={variant}>
                  {variant}
                </option>
              ))}
            </select>
          </label>
          <div className="grid gap-1">
            <span>{labels.image}</span>
            <ImageField value={String(step.image ?? "")} readOnly={readOnly} label={labels.image!} labels={labels} testId="info-image" width="w-64" onChange={(image) => set({ image })} />
          </div>
        </div>
      ) : null}
      {step.type === "loader" && Array.isArray(step.items) && !readOnly ? (
        <div className="flex gap-2">
          <Button type="button" kind="secondary" size="xs" onClick={() => set({ items: [...(step.items as unknown[]), { en: labels.newLine ?? "New line" }] })}>
            {labels.addLine}
          </Button>
          <Button type="button" kind="ghost" size="xs" disabled={(step.items as unknown[]).length < 2} onClick={() => set({ items: (step.items as unknown[]).slice(0, -1) })}>
            {labels.removeLine}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
