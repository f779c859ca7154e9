import { getFormatter, getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/locales";
import type { PlanPreferences } from "../domain/plan-preferences";
import type { SettingSource, ShapedSetting } from "../domain/plan-shaped-by";
import type { PlanSettingsText } from "./plan-settings-form";

/**
 * "What shaped your plan" on /my-plan: each setting's value and where it came from (the quiz's
 * answer, the saved settings or the default), with a link to the settings below.
 */
export async function PlanShapedBy(props: {
  rows: ReadonlyArray<{ setting: ShapedSetting; source: SettingSource }>;
  preferences: PlanPreferences;
  text: PlanSettingsText;
  locale: Locale;
}) {
  const { preferences: p, text } = props;
  const [t, format] = await Promise.all([getTranslations({ locale: props.locale, namespace: "myPlan.shapedBy" }), getFormatter({ locale: props.locale })]);
  const name = (names: Record<string, string>, key: string) => names[key] ?? key;
  const list = (items: string[]) => (items.length > 0 ? format.list(items, { type: "conjunction" }) : t("none"));
  const values: Record<ShapedSetting, { label: string; value: string }> = {
    diet: { label: text.diet, value: name(text.diets, p.diet) },
    allergies: { label: text.allergies, value: list(p.allergies.map((a) => name(text.allergens, a))) },
    dislikes: { label: text.dislikes, value: list(p.dislikes.map((d) => name(text.dislikeNames, d))) },
    mealsPerDay: { label: text.mealsPerDay, value: format.number(p.mealsPerDay) },
    maxMinutes: { label: text.maxMinutes, value: p.maxMinutes === null ? text.noLimit : (text.minutes[String(p.maxMinutes)] ?? String(p.maxMinutes)) },
    fastingExperience: { label: text.fastingExperience, value: name(text.experiences, p.fastingExperience) },
    // Isolated left-to-right so the time stays whole in right-to-left text.
    firstMealTime: { label: text.firstMealTime, value: `\u2066${p.firstMealTime}\u2069` },
  };
  return (
    <section className="flex flex-col gap-2 rounded-2xl border border-line bg-surface p-4" aria-labelledby="plan-shaped-by" data-testid="plan-shaped-by">
      <h2 id="plan-shaped-by" className="font-semibold">
        {t("title")}
      </h2>
      <dl className="grid grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)] gap-x-3 gap-y-1.5 text-sm">
        {props.rows.map(({ setting, source }) => (
          <div key={setting} className="contents" data-testid={`shaped-${setting}`} data-source={source}>
            <dt className="text-muted">{values[setting].label}</dt>
            <dd className="min-w-0 break-words">
              <span className="font-medium">{values[setting].value}</span> <span className="text-xs text-muted">· {t(`source.${source}`)}</span>
            </dd>
          </div>
        ))}
      </dl>
      <a href="#plan-settings" className="self-start text-sm font-semibold text-primary underline-offset-4 hover:underline" data-testid="plan-shaped-change">
        {t("change")}
      </a>
    </section>
  );
}
