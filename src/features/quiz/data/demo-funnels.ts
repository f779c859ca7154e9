import { funnelDefinitionSchema, type FunnelDefinition } from "@/features/quiz/domain/funnel-definition";
import * as m from "./demo-metabolism-steps";
import * as p from "./demo-plan-steps";
import * as s from "./demo-steps";

/**
 * The upsell chain after the demo funnels' checkout (docs/upsell.md, "The funnel's chain"): the
 * recipe book, at a lower price after "No thanks", then the fasting guide.
 */
const demoUpsellChain = {
  offers: [
    { packageId: "pp_otp_recipe_book", downsellPackageId: "pp_otp_recipe_book_lite" },
    { packageId: "pp_otp_fasting_guide" },
  ],
};

/**
 * The three demo funnels. The feature flag's other slugs are aliases, so each one opens a
 * funnel and keeps its own address (docs/quiz.md, "Slugs and aliases"). Each asks every plan
 * question (fasting rhythm, then food) before the e-mail step, where the profile is stored
 * (docs/quiz.md, "Plan questions of the demo funnels").
 */
const fastingWoman = funnelDefinitionSchema.parse({
  schemaVersion: 1,
  name: "fasting-woman-2968",
  title: "Intermittent fasting for women",
  aliases: ["lp22-2968"],
  audience: "women",
  theme: "default",
  steps: [
    s.ageStep("image"),
    s.goalStep,
    s.bodyStep,
    s.fastingStep,
    s.fastingInfoStep,
    s.breakfastStep,
    p.mealsPerDayStep,
    s.habitsStep,
    p.dietStep,
    p.allergiesStep,
    p.foodsAvoidedStep,
    p.cookingTimeStep,
    s.activityStep(),
    s.hormonesStep(),
    s.sleepStep,
    s.waterStep,
    s.proofStep,
    s.heightStep,
    s.weightStep,
    s.targetStep,
    s.chartStep,
    s.nameStep,
    s.emailStep,
    s.loaderStep,
    s.summaryStep,
  ],
  configs: { express: { theme: "purple", steps: ["step-age", "step-goal", "step-height", "step-weight", "step-target-weight", "step-email", "step-summary"] } },
  upsell: demoUpsellChain,
});

const fastingMix = funnelDefinitionSchema.parse({
  schemaVersion: 1,
  name: "fasting-mix-2968",
  title: "Intermittent fasting for everyone",
  aliases: ["fasting-mxfb-2968", "fasting-mix-dmg-2968", "quiz-cdef-nds"],
  theme: "default",
  steps: [
    s.genderStep,
    s.ageStep("text"),
    s.goalStep,
    s.fastingStep,
    s.fastingInfoStep,
    s.breakfastStep,
    p.mealsPerDayStep,
    s.habitsStep,
    p.dietStep,
    p.allergiesStep,
    p.foodsAvoidedStep,
    p.cookingTimeStep,
    s.activityStep([{ condition: "gender == 'male'", stepId: "step-strength" }]),
    s.hormonesStep([{ condition: "true", stepId: "step-sleep" }]),
    s.strengthStep,
    s.sleepStep,
    s.waterStep,
    s.proofStep,
    s.heightStep,
    s.weightStep,
    s.targetStep,
    s.chartStep,
    s.emailStep,
    s.loaderStep,
    s.summaryStep,
  ],
  configs: { express: { theme: "blackBlue", steps: ["step-gender", "step-age", "step-height", "step-weight", "step-target-weight", "step-email", "step-summary"] } },
  upsell: demoUpsellChain,
});

const metabolic = funnelDefinitionSchema.parse({
  schemaVersion: 1,
  name: "metabolic-quiz-dmg-2968",
  title: "Metabolism reset",
  aliases: ["ntrl-vgtbl-srch-2968"],
  theme: "default",
  steps: [
    s.ageStep("text"),
    s.genderStep,
    s.goalStep,
    m.metabolismStep,
    m.energyDipStep,
    m.metabolismInfoStep,
    s.fastingStep,
    s.breakfastStep,
    p.mealsPerDayStep,
    m.cravingsStep,
    p.dietStep,
    p.allergiesStep,
    p.foodsAvoidedStep,
    p.cookingTimeStep,
    s.activityStep(),
    s.sleepStep,
    s.waterStep,
    s.proofStep,
    s.heightStep,
    s.weightStep,
    s.targetStep,
    s.chartStep,
    s.emailStep,
    s.loaderStep,
    s.summaryStep,
  ],
  configs: { express: { theme: "brown", steps: ["step-age", "step-gender", "step-height", "step-weight", "step-target-weight", "step-email", "step-summary"] } },
  upsell: demoUpsellChain,
});

export const demoFunnels: readonly FunnelDefinition[] = [fastingWoman, fastingMix, metabolic];
