import { getTranslations } from "next-intl/server";
import { allergens, dietTypes } from "@/features/meal-plan/domain/recipe";
import type { Locale } from "@/i18n/locales";
import { cookingTimeLimits, dislikeKeys, fastingExperiences } from "../domain/plan-preferences";
import type { PlanSettingsText } from "./plan-settings-form";

/** The action client's form errors (formErrors.<key>). */
const formErrorKeys = ["invalidCharacters", "rateLimited", "unavailable", "failed"] as const;
const fieldKeys = ["diet", "allergies", "dislikes", "mealsPerDay", "fastingExperience", "maxMinutes", "firstMealTime"] as const;

/** The settings form's words in the locale (myPlan.settings), for the client form. */
export async function planSettingsText(locale: Locale): Promise<PlanSettingsText> {
  const typed = await getTranslations({ locale, namespace: "myPlan" });
  // Keys built from the lists below; a unit test checks that each exists in every locale.
  const t = (key: string, values?: Record<string, number>) => (typed as unknown as (k: string, v?: Record<string, number>) => string)(`settings.${key}`, values);
  const tForm = await getTranslations({ locale, namespace: "formErrors" });
  const pick = <K extends string>(keys: readonly K[], prefix: string) => Object.fromEntries(keys.map((key) => [key, t(`${prefix}.${key}`)])) as Record<K, string>;
  return {
    diet: t("diet"),
    allergies: t("allergies"),
    allergiesHint: t("allergiesHint"),
    dislikes: t("dislikes"),
    mealsPerDay: t("mealsPerDay"),
    fastingExperience: t("fastingExperience"),
    maxMinutes: t("maxMinutes"),
    noLimit: t("noLimit"),
    minutes: Object.fromEntries(cookingTimeLimits.map((limit) => [String(limit), t("minutes", { count: limit })])),
    firstMealTime: t("firstMealTime"),
    save: t("save"),
    saving: t("saving"),
    saved: t("saved"),
    signedOut: t("signedOut"),
    diets: pick(dietTypes, "diets"),
    allergens: pick(allergens, "allergens"),
    dislikeNames: pick(dislikeKeys, "dislikeNames"),
    experiences: pick(fastingExperiences, "experiences"),
    errors: {
      ...pick(fieldKeys, "errors"),
      invalid: t("errors.invalid"),
      ...Object.fromEntries(formErrorKeys.map((key) => [key, tForm(key)])),
      // The action client's `signedOut`, in the form's own words.
      signedOut: t("signedOut"),
    },
  };
}
