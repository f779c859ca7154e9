import { describe, expect, it } from "vitest";
import {
  answerMeaning,
  bindableFields,
  checkPlanOptions,
  planFieldsOverview,
  settingLabel,
  suggestedPlanValues,
  withPlanOptions,
  type LabelRef,
} from "@/features/funnel-admin/domain/plan-fields";
import { defaultPlanPreferences } from "@/features/plan/domain/plan-preferences";
import { planAnswerFields, planAnswerOptions } from "@/features/plan/domain/quiz-plan-answers";
import { funnelDefinitionSchema } from "@/features/quiz/domain/funnel-definition";
import mgmt from "../../../messages/mgmt/en.json";

const labels = mgmt.funnelAdmin.editor as Record<string, string>;
const options = (...values: string[]) => values.map((value) => ({ value, label: { en: value } }));
const single = (id: string, field: string | undefined, ...values: string[]) => ({
  id,
  type: "single",
  field,
  title: { en: id },
  display: "text",
  options: options(...values),
});
const multi = (id: string, field: string | undefined, values: string[], none?: string) => ({
  id,
  type: "multi",
  field,
  title: { en: id },
  display: "text",
  options: options(...values),
  minSelected: 1,
  ...(none ? { noneOption: { value: none, label: { en: "None of these" } } } : {}),
});

describe("the fields a choice step may be bound to", () => {
  it("lists the schema's fields for its type, the meal plan's marked", () => {
    expect(bindableFields("single")).toEqual([
      { field: "gender", labelKey: "profileField_gender", plan: false },
      { field: "ageRange", labelKey: "profileField_ageRange", plan: false },
      { field: "activity", labelKey: "profileField_activity", plan: false },
      { field: "goal", labelKey: "profileField_goal", plan: false },
      { field: "diet", labelKey: "profileField_diet", plan: true },
      { field: "mealsPerDay", labelKey: "profileField_mealsPerDay", plan: true },
      { field: "cookingTime", labelKey: "profileField_cookingTime", plan: true },
      { field: "fastingExperience", labelKey: "profileField_fastingExperience", plan: true },
      { field: "firstMeal", labelKey: "profileField_firstMeal", plan: true },
    ]);
    expect(bindableFields("multi").map((choice) => [choice.field, choice.plan])).toEqual([
      ["allergies", true],
      ["dislikes", true],
    ]);
    expect(bindableFields("number")).toEqual([]);
  });

  it("every choice the editor offers is a value the definition's schema accepts", () => {
    for (const { field } of bindableFields("single")) {
      const definition = {
        schemaVersion: 1,
        name: "f",
        title: "F",
        steps: [single("step-a", field, "a", "b")],
      };
      expect(funnelDefinitionSchema.safeParse(definition).success).toBe(true);
    }
    for (const { field } of bindableFields("multi")) {
      const definition = {
        schemaVersion: 1,
        name: "f",
        title: "F",
        steps: [multi("step-a", field, ["a", "b"])],
      };
      expect(funnelDefinitionSchema.safeParse(definition).success).toBe(true);
    }
  });
});

describe("the plan fields a funnel leaves unasked", () => {
  it("a funnel that asks none leaves all seven to the defaults", () => {
    const overview = planFieldsOverview({
      steps: [single("step-goal", "goal", "lose", "maintain")],
    });
    expect(overview.asked).toEqual([]);
    expect(overview.unasked).toEqual([
      { field: "diet", labelKey: "profileField_diet", fallback: { key: "planDiet_omnivore" } },
      {
        field: "allergies",
        labelKey: "profileField_allergies",
        fallback: { key: "planNoAllergies" },
      },
      { field: "dislikes", labelKey: "profileField_dislikes", fallback: { key: "planNoDislikes" } },
      {
        field: "mealsPerDay",
        labelKey: "profileField_mealsPerDay",
        fallback: { key: "planMeals", values: { count: 3 } },
      },
      {
        field: "cookingTime",
        labelKey: "profileField_cookingTime",
        fallback: { key: "planNoTimeLimit" },
      },
      {
        field: "fastingExperience",
        labelKey: "profileField_fastingExperience",
        fallback: { key: "planExperience_none", values: { protocol: "12:12" } },
      },
      {
        field: "firstMeal",
        labelKey: "profileField_firstMeal",
        fallback: { key: "planFirstMeal", values: { time: "08:00" } },
      },
    ]);
  });

  it("a bound step asks its field, with how many of its options the plan ignores", () => {
    const overview = planFieldsOverview({
      steps: [
        single("step-meals", "mealsPerDay", "2", "3", "lots"),
        multi("step-allergies", "allergies", ["gluten", "dairy"], "none"),
        single("step-meals-again", "mealsPerDay", "3", "4"),
        { id: "step-info", type: "info" },
        single("step-unbound", undefined, "keto", "vegan"),
      ],
    });
    expect(overview.asked).toEqual([
      {
        field: "allergies",
        labelKey: "profileField_allergies",
        steps: [{ id: "step-allergies", ignored: 0 }],
      },
      {
        field: "mealsPerDay",
        labelKey: "profileField_mealsPerDay",
        steps: [
          { id: "step-meals", ignored: 1 },
          { id: "step-meals-again", ignored: 0 },
        ],
      },
    ]);
    expect(overview.unasked.map((entry) => entry.field)).toEqual([
      "diet",
      "dislikes",
      "cookingTime",
      "fastingExperience",
      "firstMeal",
    ]);
  });

  it("a funnel that asks every plan field leaves none unasked", () => {
    const steps = planAnswerFields.map((field) =>
      field === "allergies" || field === "dislikes"
        ? multi(`step-${field}`, field, [...suggestedPlanValues[field]])
        : single(`step-${field.toLowerCase()}`, field, ...suggestedPlanValues[field]),
    );
    expect(planFieldsOverview({ steps }).unasked).toEqual([]);
  });
});

describe("a bound step's options against the plan", () => {
  it("says what each understood answer means and which options the plan ignores", () => {
    expect(
      checkPlanOptions(single("step-first-meal", "firstMeal", "early", "skip", "brunch")),
    ).toEqual({
      field: "firstMeal",
      kind: "single",
      understood: [
        { value: "early", meaning: { key: "planFirstMeal", values: { time: "07:00" } } },
        { value: "skip", meaning: { key: "planFirstMealShorter", values: { time: "12:00" } } },
      ],
      ignored: ["brunch"],
      unoffered: ["mid", "late"],
      fallback: { key: "planFirstMeal", values: { time: "08:00" } },
    });
  });

  it("never reports a list's none option", () => {
    const check = checkPlanOptions(
      multi("step-allergies", "allergies", ["gluten", "kiwi", "none", "dairy"], "nothing"),
    );
    expect(check?.ignored).toEqual(["kiwi"]);
    expect(check?.understood.map((option) => option.value)).toEqual(["gluten", "dairy"]);
    expect(check?.unoffered).toEqual([
      "egg",
      "tree-nuts",
      "peanuts",
      "soy",
      "fish",
      "shellfish",
      "sesame",
    ]);
    expect(
      checkPlanOptions(multi("step-allergies", "allergies", ["gluten", "nothing"], "nothing"))
        ?.ignored,
    ).toEqual([]);
  });

  it("a value with the meaning of an offered one is not missing (none = omnivore, tried = some)", () => {
    expect(checkPlanOptions(single("step-diet", "diet", "omnivore", "vegan"))?.unoffered).toEqual([
      "vegetarian",
      "pescatarian",
      "keto",
      "low-carb",
      "mediterranean",
    ]);
    expect(
      checkPlanOptions(single("step-fasting", "fastingExperience", "some", "never"))?.unoffered,
    ).toEqual(["regular"]);
  });

  it("is nothing for a step bound to no plan field, or to the other kind's field", () => {
    expect(checkPlanOptions(single("step-goal", "goal", "lose", "gain"))).toBeNull();
    expect(checkPlanOptions(single("step-x", undefined, "a", "b"))).toBeNull();
    expect(checkPlanOptions(single("step-x", "allergies", "gluten", "dairy"))).toBeNull();
    expect(checkPlanOptions({ id: "step-n", type: "number", field: "weightKg" })).toBeNull();
  });

  it("fills a step with the plan's values: keeps understood options and their texts, drops ignored ones, adds the rest", () => {
    const step = single("step-meals", "mealsPerDay", "lots", "3");
    step.options[1]!.label = { en: "Three", de: "Drei" } as never;
    expect(withPlanOptions(step, (value) => `text ${value}`)).toEqual([
      { value: "3", label: { en: "Three", de: "Drei" } },
      { value: "2", label: { en: "text 2" } },
      { value: "4", label: { en: "text 4" } },
      { value: "5", label: { en: "text 5" } },
    ]);
    const filled = { ...step, options: withPlanOptions(step, String) };
    expect(checkPlanOptions(filled)).toMatchObject({ ignored: [], unoffered: [] });
  });

  it("keeps a list's none option when filling, and leaves an unbound step alone", () => {
    const step = multi("step-dislikes", "dislikes", ["kiwi", "none", "fish"]);
    expect(withPlanOptions(step, String).map((option) => option.value)).toEqual([
      "none",
      "fish",
      "mushrooms",
      "seafood",
      "eggs",
      "onion",
      "coriander",
      "olives",
      "tofu",
      "pork",
      "beef",
    ]);
    const unbound = single("step-x", undefined, "a", "b");
    expect(withPlanOptions(unbound, String)).toEqual(unbound.options);
  });
});

describe("every text of the view model is a message", () => {
  const refs: LabelRef[] = [];
  for (const field of planAnswerFields) {
    refs.push(settingLabel(field, defaultPlanPreferences));
    for (const value of planAnswerOptions[field]) {
      const meaning = answerMeaning(field, value);
      if (meaning) refs.push(meaning);
    }
  }
  refs.push(settingLabel("allergies", { ...defaultPlanPreferences, allergies: ["gluten"] }));
  refs.push(settingLabel("cookingTime", { ...defaultPlanPreferences, maxMinutes: 30 }));
  for (const experience of ["none", "some", "experienced", "advanced"] as const)
    refs.push(
      settingLabel("fastingExperience", {
        ...defaultPlanPreferences,
        fastingExperience: experience,
      }),
    );

  it.each(refs.map((ref) => [ref.key, ref] as const))("%s", (_key, ref) => {
    const message = labels[ref.key];
    expect(message).toBeTypeOf("string");
    const placeholders = [...message!.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
    expect(placeholders.sort()).toEqual(Object.keys(ref.values ?? {}).sort());
  });

  it("every field a step may be bound to has its label", () => {
    for (const { labelKey } of [...bindableFields("single"), ...bindableFields("multi")])
      expect(labels[labelKey]).toBeTypeOf("string");
  });

  it("every diet the plan knows has its label", () => {
    for (const value of planAnswerOptions.diet)
      expect(labels[answerMeaning("diet", value)!.key]).toBeTypeOf("string");
  });
});
