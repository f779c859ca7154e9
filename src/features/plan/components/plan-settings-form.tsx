"use client";

import { HydratedFieldset } from "@/ui/hydrated-fieldset";
import { useId, useState, type FormEvent } from "react";
import { allergens, dietTypes } from "@/features/meal-plan/domain/recipe";
import { Button } from "@/ui/button";
import { useHydrated } from "@/ui/use-hydrated";
import { savePlanSettingsAction } from "../actions/save-plan-settings";
import { cookingTimeLimits, dislikeKeys, fastingExperiences, mealsPerDayRange, type PlanPreferences } from "../domain/plan-preferences";

export type PlanSettingsText = {
  diet: string;
  allergies: string;
  allergiesHint: string;
  dislikes: string;
  mealsPerDay: string;
  fastingExperience: string;
  maxMinutes: string;
  noLimit: string;
  /** Per limit, e.g. "Up to 30 minutes". */
  minutes: Record<string, string>;
  firstMealTime: string;
  save: string;
  saving: string;
  saved: string;
  signedOut: string;
  diets: Record<string, string>;
  allergens: Record<string, string>;
  dislikeNames: Record<string, string>;
  experiences: Record<string, string>;
  /** Field error messages by field, and form errors by key. */
  errors: Record<string, string>;
};

const fieldClass = "w-full rounded-lg border border-line bg-bg px-3 py-2 text-fg outline-none focus:border-primary aria-[invalid=true]:border-red-600";

/**
 * The plan settings (docs/meal-plan.md, "The buyer's plan"): diet, allergies, foods not eaten,
 * meals a day, fasting experience, cooking time and the first meal's time. The server checks
 * them; a save rebuilds the plan, and the page reloads to show it being prepared.
 */
export function PlanSettingsForm({ initial, text }: { initial: PlanPreferences; text: PlanSettingsText }) {
  const hydrated = useHydrated();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ kind: "ok" | "error"; text: string } | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setMessage(null);
    const result = await savePlanSettingsAction({
      diet: form.get("diet"),
      allergies: form.getAll("allergies"),
      dislikes: form.getAll("dislikes"),
      mealsPerDay: form.get("mealsPerDay"),
      fastingExperience: form.get("fastingExperience"),
      maxMinutes: form.get("maxMinutes"),
      firstMealTime: form.get("firstMealTime"),
    });
    setBusy(false);
    if (result.ok) {
      setFieldErrors({});
      setMessage({ kind: "ok", text: text.saved });
      window.location.reload();
      return;
    }
    const errors: Record<string, string> = {};
    for (const field of Object.keys(result.fieldErrors ?? {})) errors[field] = text.errors[field] ?? text.errors.failed ?? "";
    setFieldErrors(errors);
    setMessage({ kind: "error", text: text.errors[result.formError ?? "invalid"] ?? text.errors.invalid ?? "" });
  }

  const error = (field: string) =>
    fieldErrors[field] ? (
      <p id={`${id}-${field}-error`} className="text-sm text-red-700">
        {fieldErrors[field]}
      </p>
    ) : null;
  const described = (field: string) => (fieldErrors[field] ? { "aria-invalid": true, "aria-describedby": `${id}-${field}-error` } : {});

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" data-testid="plan-settings-form">
      <HydratedFieldset className="contents">
        <label className="flex flex-col gap-1">
          <span className="font-medium">{text.diet}</span>
          <select name="diet" defaultValue={initial.diet} className={fieldClass} {...described("diet")}>
            {dietTypes.map((diet) => (
              <option key={diet} value={diet}>
                {text.diets[diet]}
              </option>
            ))}
          </select>
          {error("diet")}
        </label>
        <fieldset className="flex flex-col gap-2">
          <legend className="font-medium">{text.allergies}</legend>
          <p className="text-sm text-muted">{text.allergiesHint}</p>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {allergens.map((allergen) => (
              <label key={allergen} className="flex min-w-0 items-center gap-2 break-words">
                <input type="checkbox" name="allergies" value={allergen} defaultChecked={initial.allergies.includes(allergen)} className="size-4 shrink-0" />
                <span className="min-w-0">{text.allergens[allergen]}</span>
              </label>
            ))}
          </div>
          {error("allergies")}
        </fieldset>
        <fieldset className="flex flex-col gap-2">
          <legend className="font-medium">{text.dislikes}</legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {dislikeKeys.map((key) => (
              <label key={key} className="flex min-w-0 items-center gap-2 break-words">
                <input type="checkbox" name="dislikes" value={key} defaultChecked={initial.dislikes.includes(key)} className="size-4 shrink-0" />
                <span className="min-w-0">{text.dislikeNames[key]}</span>
              </label>
            ))}
          </div>
          {error("dislikes")}
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2 [&>*]:min-w-0">
          <label className="flex flex-col gap-1">
            <span className="font-medium">{text.mealsPerDay}</span>
            <select name="mealsPerDay" defaultValue={String(initial.mealsPerDay)} className={fieldClass} {...described("mealsPerDay")}>
              {Array.from({ length: mealsPerDayRange.max - mealsPerDayRange.min + 1 }, (_, i) => mealsPerDayRange.min + i).map((count) => (
                <option key={count} value={count}>
                  {new Intl.NumberFormat(undefined).format(count)}
                </option>
              ))}
            </select>
            {error("mealsPerDay")}
          </label>
          <label className="flex flex-col gap-1">
            <span className="font-medium">{text.fastingExperience}</span>
            <select name="fastingExperience" defaultValue={initial.fastingExperience} className={fieldClass} {...described("fastingExperience")}>
              {fastingExperiences.map((experience) => (
                <option key={experience} value={experience}>
                  {text.experiences[experience]}
                </option>
              ))}
            </select>
            {error("fastingExperience")}
          </label>
          <label className="flex flex-col gap-1">
            <span className="font-medium">{text.maxMinutes}</span>
            <select name="maxMinutes" defaultValue={initial.maxMinutes === null ? "none" : String(initial.maxMinutes)} className={fieldClass} {...described("maxMinutes")}>
              <option value="none">{text.noLimit}</option>
              {cookingTimeLimits.map((limit) => (
                <option key={limit} value={limit}>
                  {text.minutes[String(limit)]}
                </option>
              ))}
            </select>
            {error("maxMinutes")}
          </label>
          <label className="flex flex-col gap-1">
            <span className="font-medium">{text.firstMealTime}</span>
            <input type="time" name="firstMealTime" step={900} defaultValue={initial.firstMealTime} dir="ltr" className={`${fieldClass} text-start`} {...described("firstMealTime")} />
            {error("firstMealTime")}
          </label>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={busy || !hydrated} data-testid="plan-settings-save">
            {busy ? text.saving : text.save}
          </Button>
          {message && (
            <p role="status" className={message.kind === "ok" ? "text-sm text-emerald-700" : "text-sm text-red-700"} data-testid="plan-settings-message">
              {message.text}
            </p>
          )}
        </div>
      </HydratedFieldset>
    </form>
  );
}
