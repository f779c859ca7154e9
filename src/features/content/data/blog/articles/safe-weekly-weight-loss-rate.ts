import { callout, h2, ol, p, table, ul } from "@/features/content/domain/block-builders";
import type { Article } from "@/features/content/domain/article";

export const safeWeeklyWeightLossRate: Article = {
  slug: "safe-weekly-weight-loss-rate",
  title: "How Fast Should You Lose Weight? Setting a Safe Weekly Rate of 0.5 to 1 % of Body Weight",
  description:
    "Why a weekly loss of 0.5 to 1 % of body weight is a safe, sustainable target, how to calculate yours, and the risks of losing weight too fast.",
  category: "weight-goals",
  tags: ["weight goals", "weight loss rate", "muscle", "goal setting"],
  authorSlug: "tomas-reyes",
  reviewerSlug: "amara-okafor",
  publishedAt: "2026-09-23",
  updatedAt: "2026-11-16",
  heroAlt: "A person stepping onto a bathroom scale, with a notebook tracking weekly averages on the floor beside it",
  blocks: [
    p(
      "When people start a diet, they usually want results quickly. That is understandable, but the speed of weight loss has consequences: lose too slowly and motivation fades; lose too fast and you lose more muscle, feel worse and are more likely to regain. A target expressed as a percentage of your body weight, **0.5 to 1 % a week**, gives most people a rate that is noticeable, safe and sustainable.",
    ),

    h2("Why a percentage rather than a fixed number?"),
    p(
      "Common advice suggests losing 0.5 to 1 kg a week, or 1 to 2 pounds, as the US Centers for Disease Control and Prevention put it. Those figures suit many people, but they ignore body size. One kilogram a week is about 0.8 % of body weight for someone who weighs 120 kg, but 1.7 % for someone who weighs 60 kg, which is a much more aggressive rate. Expressing the target as a percentage scales it to your body, and it becomes gentler automatically as you get lighter.",
    ),
    table(
      ["Current weight", "0.5 % a week", "1 % a week"],
      [
        ["60 kg", "0.3 kg", "0.6 kg"],
        ["75 kg", "0.4 kg", "0.75 kg"],
        ["90 kg", "0.45 kg", "0.9 kg"],
        ["110 kg", "0.55 kg", "1.1 kg"],
      ],
      "Weekly weight loss at 0.5 % and 1 % of body weight",
    ),

    h2("What the evidence says about speed"),
    p(
      "The strongest evidence on speed and body composition comes from studies in athletes, where muscle and performance are measured carefully. Garthe and colleagues (2011) assigned elite athletes to lose weight at about 0.7 % or 1.4 % of body weight a week. The slower group gained lean mass and improved strength, while the faster group did not. Based on this and similar work, Helms and colleagues (2014) recommended rates of 0.5 to 1 % a week to preserve muscle during dieting.",
    ),
    p(
      "In the general population, the 2013 obesity-management guideline from the American Heart Association, American College of Cardiology and The Obesity Society recommends a deficit of about 500 to 750 kcal a day, which for most people corresponds to roughly this range. Larger deficits can be used under medical supervision, for example in very-low-calorie diet programmes, but they are not a do-it-yourself approach.",
    ),

    h2("The risks of losing too fast"),
    ul([
      "**More muscle loss:** a large deficit, especially with low protein and no resistance training, takes more of the weight from lean tissue.",
      "**Gallstones:** rapid weight loss, around more than 1.5 kg (3 pounds) a week, raises the risk of gallstones, according to the US National Institute of Diabetes and Digestive and Kidney Diseases.",
      "**Nutrient gaps:** very low intakes make it hard to get enough protein, iron, calcium and fibre.",
      "**Hunger, fatigue and low mood,** which make the plan hard to continue and increase the risk of rebound overeating.",
      "**Hormonal changes:** in women, a large energy deficit can disturb the menstrual cycle (see [intermittent fasting for women](/blog/intermittent-fasting-for-women)).",
    ]),

    h2("How to set your own target"),
    ol([
      "**Multiply your current weight by 0.005 and 0.01.** At 90 kg, that gives a target range of 0.45 to 0.9 kg a week.",
      "**Choose a point in the range.** The lower end suits people who are close to their goal, older adults, people who train hard and anyone who wants the plan to feel easy. The higher end suits people with more weight to lose who feel well.",
      "**Turn it into a starting calorie deficit.** Early in a diet, each kilogram lost corresponds to roughly 7,000 to 7,700 kcal. A weekly loss of 0.45 kg therefore needs a deficit of about 450 to 500 kcal a day; 0.9 kg needs about 900 to 1,000 kcal a day. Estimate your energy needs with our guide to [TDEE and BMR](/blog/tdee-and-bmr-explained).",
      "**Check and adjust every two to three weeks.** As you lose weight your needs fall, so the same intake produces slower loss over time (see [what a calorie deficit really is](/blog/what-is-a-calorie-deficit)).",
    ]),
    callout(
      "info",
      "In the first one or two weeks you may lose more than your target, because glycogen and the water stored with it are released. Do not cut your intake further because of a fast start, and do not worry when the rate settles.",
      "Expect a faster first week",
    ),

    h2("How to measure progress reliably"),
    p(
      "Daily weight fluctuates by up to 1 to 2 kg because of water, salt, carbohydrate, bowel contents and, in women, the menstrual cycle. To see the real trend:",
    ),
    ul([
      "weigh yourself in the morning, after using the toilet and before eating or drinking, on the same scale;",
      "weigh daily or at least three times a week and compare weekly averages, not single days;",
      "measure your waist every two weeks; it often changes when the scale does not.",
    ]),
    p(
      "If weighing makes you anxious or obsessive, measure less often or use waist and how your clothes fit instead. Your wellbeing matters more than the data.",
    ),

    h2("Protect your muscle while you lose"),
    ul([
      "Eat enough protein, roughly 1.2 to 1.6 g per kilogram of body weight a day, spread across your meals.",
      "Do resistance training two or three times a week.",
      "Sleep seven hours or more where you can; short sleep increases hunger.",
    ]),

    callout(
      "warning",
      "If you have diabetes, take medication, are pregnant or breastfeeding, or have had an eating disorder, agree your weight-loss target with your doctor.",
      "Check with your doctor",
    ),

    h2("The bottom line"),
    p(
      "A weekly loss of 0.5 to 1 % of your body weight is fast enough to keep you motivated and slow enough to protect your muscle, health and mood. Plan for it, measure it with weekly averages, and expect it to slow down over time. When it stops altogether, read our guide to [weight-loss plateaus](/blog/weight-loss-plateau).",
    ),

    h2("Sources"),
    ul([
      "Helms ER, Aragon AA, Fitschen PJ. Evidence-based recommendations for natural bodybuilding contest preparation: nutrition and supplementation. J Int Soc Sports Nutr. 2014;11:20.",
      "Garthe I, Raastad T, Refsnes PE, Koivisto A, Sundgot-Borgen J. Effect of two different weight-loss rates on body composition and strength and power-related performance in elite athletes. Int J Sport Nutr Exerc Metab. 2011;21(2):97–104.",
      "Jensen MD, Ryan DH, Apovian CM, et al. 2013 AHA/ACC/TOS guideline for the management of overweight and obesity in adults. Circulation. 2014;129(25 Suppl 2):S102–S138.",
      "Hall KD, Sacks G, Chandramohan D, et al. Quantification of the effect of energy imbalance on bodyweight. Lancet. 2011;378(9793):826–837.",
      "National Institute of Diabetes and Digestive and Kidney Diseases. Dieting and gallstones.",
      "Centers for Disease Control and Prevention. Losing weight.",
    ]),
  ],
};
