import { callout, h2, h3, ol, p, table, ul } from "@/features/content/domain/block-builders";
import type { Article } from "@/features/content/domain/article";

export const tdeeAndBmrExplained: Article = {
  slug: "tdee-and-bmr-explained",
  title: "TDEE and BMR Explained: How to Estimate Your Calorie Needs with Mifflin-St Jeor",
  description:
    "What basal metabolic rate and total daily energy expenditure mean, how the Mifflin-St Jeor equation works, two worked examples and the limits of any estimate.",
  category: "calories",
  tags: ["calories", "BMR", "TDEE", "Mifflin-St Jeor", "metabolism"],
  authorSlug: "tomas-reyes",
  reviewerSlug: "hannah-lindqvist",
  publishedAt: "2026-07-15",
  updatedAt: "2026-10-20",
  heroAlt: "A notebook with handwritten calculations beside a calculator, a tape measure and an apple",
  blocks: [
    p(
      "To plan meals for weight loss, maintenance or muscle gain, you need a starting estimate of how much energy your body uses. Two abbreviations come up again and again: BMR and TDEE. This article explains what they mean, how to calculate them with the equation our own plans use, and why the result is a starting point rather than a precise answer.",
    ),

    h2("BMR: the cost of staying alive"),
    p(
      "Basal metabolic rate (BMR) is the energy your body uses at complete rest, in a comfortable temperature, after an overnight fast: the cost of breathing, circulating blood, maintaining body temperature and running your organs. Strictly, BMR is measured under those laboratory conditions; resting metabolic rate (RMR) is measured under slightly less strict ones and is a little higher. In everyday use the two terms are often treated as the same.",
    ),
    p(
      "BMR depends mainly on the amount of lean tissue you carry, which is why it is higher in larger people and, on average, in men. It falls slowly with age, partly because of changes in body composition.",
    ),

    h2("The Mifflin-St Jeor equation"),
    p(
      "Measuring BMR requires indirect calorimetry, which few people have access to, so we estimate it from body size, age and sex. In 1990, Mifflin, St Jeor and colleagues measured resting energy expenditure in 498 healthy men and women, with and without obesity, and derived the following equations:",
    ),
    ul([
      "**Men:** BMR = 10 × weight (kg) + 6.25 × height (cm) − 5 × age (years) + 5",
      "**Women:** BMR = 10 × weight (kg) + 6.25 × height (cm) − 5 × age (years) − 161",
    ]),
    p(
      "When Frankenfield and colleagues (2005) systematically compared the common prediction equations against measured values, the Mifflin-St Jeor equation predicted resting metabolic rate within 10 % of the measured value more often than the alternatives, including the older Harris-Benedict equation, in both people with and without obesity. That is why it is recommended by many dietetic organisations and why our plans use it.",
    ),

    h2("TDEE: adding activity"),
    p(
      "Total daily energy expenditure (TDEE) is everything you burn in a day: BMR, plus the energy used to digest food, plus all physical activity. The usual way to estimate it is to multiply BMR by an activity factor:",
    ),
    table(
      ["Activity level", "Description", "Multiplier"],
      [
        ["Sedentary", "Desk job, little walking, no exercise", "1.2"],
        ["Lightly active", "Light exercise 1 to 3 days a week, or a job with some walking", "1.375"],
        ["Moderately active", "Moderate exercise 3 to 5 days a week", "1.55"],
        ["Very active", "Hard exercise 6 to 7 days a week, or a physical job", "1.725"],
        ["Extremely active", "Hard daily training plus a physical job", "1.9"],
      ],
      "Common activity multipliers",
    ),
    p(
      "These multipliers are approximations. International reference work on human energy requirements by FAO, WHO and UNU expresses activity as a physical activity level (PAL), the ratio of daily expenditure to BMR, and describes typical values from about 1.4 for sedentary lifestyles to above 2.0 for very active ones. Most people overestimate how active they are, so if in doubt choose the lower category.",
    ),

    h2("Two worked examples"),
    h3("Example 1: a woman aged 35, 165 cm, 75 kg, lightly active"),
    ol([
      "10 × 75 = 750",
      "6.25 × 165 = 1,031",
      "5 × 35 = 175",
      "BMR = 750 + 1,031 − 175 − 161 = about 1,445 kcal a day",
      "TDEE = 1,445 × 1.375 = about 1,990 kcal a day",
    ]),
    h3("Example 2: a man aged 40, 180 cm, 90 kg, moderately active"),
    ol([
      "10 × 90 = 900",
      "6.25 × 180 = 1,125",
      "5 × 40 = 200",
      "BMR = 900 + 1,125 − 200 + 5 = 1,830 kcal a day",
      "TDEE = 1,830 × 1.55 = about 2,840 kcal a day",
    ]),
    p(
      "To lose weight, each would eat somewhat less than their TDEE; our article on [calorie deficits](/blog/what-is-a-calorie-deficit) explains how much less is sensible.",
    ),

    h2("The limits of any equation"),
    p(
      "Prediction equations describe averages. Two people of the same age, sex, height and weight can differ in BMR by 10 % or more because of differences in muscle mass, genetics and hormones. Equations based on body weight are less accurate in some groups:",
    ),
    ul([
      "people with a lot of muscle, such as strength athletes, whose BMR is often underestimated;",
      "people with severe obesity, older adults and some ethnic groups that were under-represented in the original studies;",
      "people with medical conditions that change metabolism, such as an overactive or underactive thyroid.",
    ]),
    p(
      "The activity multiplier adds even more uncertainty. That is why the estimate should be tested against reality: follow the calorie target for two to three weeks, track your weekly average weight, and adjust by 100 to 200 kcal a day if the trend does not match your goal.",
    ),

    callout(
      "tip",
      "Recalculate your BMR and TDEE each time you lose about 5 % of your body weight. A smaller body needs less energy, so the original target slowly turns from a deficit into maintenance.",
      "Update as you go",
    ),

    h2("How we use these numbers"),
    p(
      "When you take our quiz, your answers on sex, age, height, weight and activity go into the Mifflin-St Jeor equation and an activity factor to estimate your TDEE. We then set a calorie target according to your goal and build your meal plan from recipes whose nutrition values come from USDA food data. As with any estimate, your real progress is the best guide, and you can update your details at any time in [My plan](/my-plan).",
    ),

    h2("Sources"),
    ul([
      "Mifflin MD, St Jeor ST, Hill LA, Scott BJ, Daugherty SA, Koh YO. A new predictive equation for resting energy expenditure in healthy individuals. Am J Clin Nutr. 1990;51(2):241–247.",
      "Frankenfield D, Roth-Yousey L, Compher C. Comparison of predictive equations for resting metabolic rate in healthy nonobese and obese adults: a systematic review. J Am Diet Assoc. 2005;105(5):775–789.",
      "FAO, WHO, UNU. Human energy requirements: report of a joint FAO/WHO/UNU expert consultation. FAO Food and Nutrition Technical Report Series No. 1. Rome: FAO; 2004.",
      "Hall KD, Sacks G, Chandramohan D, et al. Quantification of the effect of energy imbalance on bodyweight. Lancet. 2011;378(9793):826–837.",
    ]),
  ],
};
