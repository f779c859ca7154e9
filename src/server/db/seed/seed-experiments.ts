import { sql } from "drizzle-orm";
import { pageSplitGroupSchema } from "@/features/experiments/domain/page-split-schema";
import { redirectConfigSchema } from "@/features/experiments/domain/redirect-config-schema";
import { splitConfigSchema } from "@/features/experiments/domain/split-config-schema";
import { redirectRuleRows } from "@/features/experiments/domain/redirect-rule-rows";
import type { Db } from "../db-type";
import {
  experimentConfigVersion,
  pageSplitGroups,
  redirectConfigs,
  redirectRules,
  splitConfigGroups,
  splitConfigs,
} from "../schema/experiments";

/**
 * Demo experiments used by the demo funnels:
 * - step_one: two quiz variants for half of the visitors, and a TikTok-in-the-US quiz;
 * - step_final: a price-package test on the final page;
 * - the home page `/`: a page-level split between `/` and `/?hero=b` (switch it off by giving
 *   one option weight 100 and the other 0, e.g. with switchOffPageSplit);
 * - redirect rules by gender and age (elder visitors) into the quiz funnels.
 */
export const demoSplitConfigs = [
  {
    name: "step_one_quiz_variants",
    initial: { name: "step_one" },
    // Campaign-targeted traffic has its own test (step_one_campaign_quiz_ab).
    runCondition: "utm_campaign != 'quiz_ab'",
    participantPercentage: 50,
    groups: [
      { percent: 50, instructionCondition: "quiz_page == '/fasting-mix-2968/step-gender'" },
      { percent: 50, instructionCondition: "quiz_page == '/fasting-mix-dmg-2968/step-gender'" },
    ],
  },
  {
    // A campaign-targeted quiz test at full coverage: /quiz?utm_campaign=quiz_ab splits its
    // visitors between two funnels (the `variant` value of the instruction wins on conflict).
    name: "step_one_campaign_quiz_ab",
    initial: { name: "step_one" },
    runCondition: "utm_campaign == 'quiz_ab' and frontend_url contains '/quiz'",
    participantPercentage: 100,
    groups: [
      { percent: 50, instructionCondition: "quiz_page == '/fasting-woman-2968/step-age?variant=a'" },
      { percent: 50, instructionCondition: "quiz_page == '/metabolic-quiz-dmg-2968/step-age?variant=b'" },
    ],
  },
  {
    name: "step_one_tiktok_us",
    initial: { name: "step_one" },
    runCondition: "utm_source like 'tiktok*' and country == 'US'",
    participantPercentage: 20,
    groups: [{ percent: 100, instructionCondition: "quiz_page == '/quiz-cdef-nds/step-gender'" }],
  },
  {
    name: "step_final_price_packages",
    initial: { name: "step_final" },
    runCondition: "",
    participantPercentage: 100,
    groups: [
      { percent: 50, instructionCondition: "price_package == 'pp_default' and final_page == 'default'" },
      {
        percent: 50,
        instructionCondition: "price_package == 'pp_discount' and final_page == 'discount'",
      },
    ],
  },
];

export const demoPageSplitGroups: Record<string, unknown> = {
  home_hero: {
    paths: ["/"],
    condition: "",
    coverage: 100,
    options: [
      { id: "control", url: "/", weight: 50 },
      { id: "hero_b", url: "/?hero=b", weight: 50 },
    ],
  },
};

export const demoRedirectConfigs = [
  {
    name: "quiz_by_gender_and_age",
    runCondition: "country != 'JP'",
    rules: [
      { quizUrl: "/fasting-woman-2968/step-age", gender: "FEMALE" },
      {
        quizUrl: "/ntrl-vgtbl-srch-2968/step-age",
        gender: "FEMALE",
        forElderUser: true,
        tm1: "female_elder",
      },
      { quizUrl: "/fasting-mxfb-2968/step-gender", gender: "MALE" },
      { quizUrl: "/metabolic-quiz-dmg-2968/step-age", forElderUser: true, tm1: "elder" },
      { quizUrl: "/fasting-mix-2968/step-gender" },
    ],
  },
];

/** Inserts the demo experiments that are missing; never changes what staff edited. */
export async function seedExperiments(db: Db): Promise<void> {
  let inserted = 0;
  await db.transaction(async (tx) => {
    for (const [sortOrder, input] of demoSplitConfigs.entries()) {
      const config = splitConfigSchema.parse(input);
      const [row] = await tx
        .insert(splitConfigs)
        .values({
          name: config.name,
          step: config.initial.name,
          runCondition: config.runCondition,
          participantPercentage: config.participantPercentage,
          sortOrder,
        })
        .onConflictDoNothing({ target: splitConfigs.name })
        .returning({ id: splitConfigs.id });
      if (!row) continue;
      inserted++;
      await tx
        .insert(splitConfigGroups)
        .values(config.groups.map((group, position) => ({ configId: row.id, position, ...group })));
    }
    for (const [sortOrder, [name, input]] of Object.entries(demoPageSplitGroups).entries()) {
      const group = pageSplitGroupSchema.parse(input);
      const rows = await tx
        .insert(pageSplitGroups)
        .values({ name, ...group, sortOrder })
        .onConflictDoNothing({ target: pageSplitGroups.name })
        .returning({ name: pageSplitGroups.name });
      inserted += rows.length;
    }
    for (const [sortOrder, input] of demoRedirectConfigs.entries()) {
      const config = redirectConfigSchema.parse(input);
      const [row] = await tx
        .insert(redirectConfigs)
        .values({ name: config.name, runCondition: config.runCondition, sortOrder })
        .onConflictDoNothing({ target: redirectConfigs.name })
        .returning({ id: redirectConfigs.id });
      if (!row) continue;
      inserted++;
      await tx.insert(redirectRules).values(redirectRuleRows(row.id, config.rules));
    }
    if (inserted > 0) {
      await tx
        .insert(experimentConfigVersion)
        .values({ id: 1, version: 1 })
        .onConflictDoUpdate({
          target: experimentConfigVersion.id,
          set: { version: sql`${experimentConfigVersion.version} + 1`, updatedAt: sql`now()` },
        });
    }
  });
}
