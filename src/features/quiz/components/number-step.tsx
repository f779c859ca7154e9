import { getTranslations } from "next-intl/server";
import type { AnswerValue } from "@/features/quiz/domain/answers";
import type { StepOf } from "@/features/quiz/domain/funnel-definition";
import { pickText } from "@/features/quiz/domain/localized-text";
import { feetInchesFromCm, lbFromKg, roundTo, type UnitSystem } from "@/features/quiz/domain/units";
import { cn } from "@/lib/cn";
import { ContinueButton } from "./continue-button";

export type { UnitSystem };

const inputClass =
  "w-full rounded-2xl border-2 border-line bg-surface px-4 py-4 text-center text-3xl font-bold tabular-nums outline-none focus:border-primary";

/**
 * Height (cm or ft + in) or weight (kg or lb). The unit switch is a pair of links, so it works
 * without JavaScript; the default follows the isImperialSystemCountry cookie.
 */
export async function NumberStep(props: {
  step: StepOf<"number">;
  locale: string;
  value: AnswerValue | undefined;
  units: UnitSystem;
  unitHref: (units: UnitSystem) => string;
  errorId: string;
  hasError: boolean;
}) {
  const { step, value, units } = props;
  const t = await getTranslations("quiz.units");
  const metric = typeof value === "object" && value !== null && "amount" in value ? value.amount : undefined;
  const described = props.hasError ? { "aria-invalid": true, "aria-describedby": props.errorId } : {};
  return (
    <div>
      <div role="group" aria-label={t("switchTo")} className="mx-auto mb-6 flex w-fit rounded-full bg-surface p-1">
        {(["metric", "imperial"] as const).map((system) => (
          <a
            key={system}
            href={props.unitHref(system)}
            data-testid={`quiz-units-${system}`}
            aria-current={units === system ? "true" : undefined}
            className={cn(
              "min-w-24 rounded-full px-4 py-2 text-center text-sm font-semibold",
              units === system ? "bg-primary text-on-primary" : "text-muted",
            )}
          >
            {step.quantity === "height" ? (system === "metric" ? t("cm") : `${t("ft")} / ${t("in")}`) : system === "metric" ? t("kg") : t("lb")}
          </a>
        ))}
      </div>
      {step.quantity === "height" && units === "imperial" ? (
        <div className="flex items-center gap-3" dir="ltr">
          <input type="hidden" name="unit" value="ftin" />
          <UnitInput name="ft" label={t("ft")} defaultValue={metric ? feetInchesFromCm(metric).feet : undefined} described={described} />
          <UnitInput name="in" label={t("in")} defaultValue={metric ? feetInchesFromCm(metric).inches : undefined} described={described} />
        </div>
      ) : (
        <div dir="ltr">
          <input type="hidden" name="unit" value={step.quantity === "height" ? "cm" : units === "metric" ? "kg" : "lb"} />
          <UnitInput
            name={step.quantity === "height" ? "cm" : units === "metric" ? "kg" : "lb"}
            label={step.quantity === "height" ? t("cm") : units === "metric" ? t("kg") : t("lb")}
            defaultValue={metric === undefined ? undefined : step.quantity === "weight" && units === "imperial" ? roundTo(lbFromKg(metric), 0) : metric}
            described={described}
            decimal
          />
        </div>
      )}
      {step.hint ? <p className="mt-4 text-center text-sm text-muted">{pickText(step.hint, props.locale)}</p> : null}
      <ContinueButton />
    </div>
  );
}

function UnitInput(props: {
  name: string;
  label: string;
  defaultValue?: number;
  described: Record<string, unknown>;
  decimal?: boolean;
}) {
  return (
    <label className="relative flex-1">
      <span className="sr-only">{props.label}</span>
      <input
        name={props.name}
        inputMode={props.decimal ? "decimal" : "numeric"}
        autoComplete="off"
        defaultValue={props.defaultValue}
        data-testid={`quiz-input-${props.name}`}
        className={cn(inputClass, "pe-14")}
        {...props.described}
      />
      <span aria-hidden className="pointer-events-none absolute end-4 top-1/2 -translate-y-1/2 text-lg text-muted">
        {props.label}
      </span>
    </label>
  );
}
