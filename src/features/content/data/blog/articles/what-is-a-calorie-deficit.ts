import { callout, h2, p, table, ul } from "@/features/content/domain/block-builders";
import type { Article } from "@/features/content/domain/article";

export const whatIsACalorieDeficit: Article = {
  slug: "what-is-a-calorie-deficit",
  title: "What a Calorie Deficit Really Is, and Why the 3,500-Calorie Rule Misleads You",
  description:
    "A clear explanation of energy balance, why weight loss slows over time, how large a calorie deficit should be and how to tell whether yours is working.",
  category: "calories",
  tags: ["calories", "calorie deficit", "energy balance", "weight loss"],
  authorSlug: "tomas-reyes",
  reviewerSlug: "hannah-lindqvist",
  publishedAt: "2026-07-01",
  updatedAt: "2026-10-15",
  heroAlt: "A kitchen scale weighing a portion of rice next to a plate of grilled chicken and vegetables",
  blocks: [
    p(
      "Every diet that leads to fat loss, whether it is called low-carb, Mediterranean or intermittent fasting, works through the same mechanism: for a period of time, you take in less energy than your body uses. That gap is the calorie deficit. The idea is simple, but the way it plays out in a real body is not, and misunderstanding it is one of the main reasons people give up. Here is what a calorie deficit really is and how to use it sensibly.",
    ),

    h2("Energy in, energy out"),
    p(
      "A calorie (strictly, a kilocalorie, kcal) is a unit of energy. Food provides energy from its macronutrients. The standard Atwater factors, still used on food labels, are about 4 kcal per gram of protein, 4 kcal per gram of carbohydrate, 9 kcal per gram of fat and 7 kcal per gram of alcohol.",
    ),
    p("Your body spends energy in three main ways:"),
    ul([
      "**Basal metabolic rate (BMR):** the energy needed to keep you alive at rest, for your brain, heart, liver and other organs. For most people this is the largest part, around 60 to 70 % of the total.",
      "**Thermic effect of food:** the energy used to digest and store food, roughly 10 % of what you eat. Protein has the highest thermic effect.",
      "**Physical activity:** both exercise and everyday movement such as walking, standing and housework. This is the most variable part between people and from day to day.",
    ]),
    p(
      "Together these make up your total daily energy expenditure (TDEE). When intake is below TDEE, the difference is drawn from your energy stores, mainly body fat, but also glycogen and, to a smaller extent, protein. Our article on [TDEE and BMR](/blog/tdee-and-bmr-explained) shows how to estimate your own numbers.",
    ),

    h2("Why the 3,500-calorie rule is wrong"),
    p(
      "You may have read that a pound of fat contains 3,500 kcal (about 7,700 kcal per kilogram), so cutting 500 kcal a day makes you lose a pound a week, forever. The arithmetic about fat is roughly right; the conclusion is not. As you lose weight, your body needs less energy: a smaller body costs less to run and to move, and the body also adapts by reducing energy expenditure a little more than size alone explains. A fixed deficit therefore shrinks over time, and weight loss slows.",
    ),
    p(
      "Using a validated mathematical model of human metabolism, Hall and colleagues (2011) showed that for an average adult with overweight, a permanent reduction of intake of 100 kJ (about 24 kcal) a day leads to an eventual weight loss of about 1 kg, with half of that reached in about a year and almost all of it within three years. Thomas and colleagues (2013) compared the 3,500-calorie rule with measured weight loss and found that it overestimated weight loss substantially over longer periods. That is why plans need to be adjusted as you go.",
    ),

    h2("How big should your deficit be?"),
    p(
      "Bigger is not better. Very large deficits are hard to sustain, increase hunger and the loss of muscle, and raise the risk of gallstones and nutrient shortfalls. The 2013 guideline on obesity management from the American Heart Association, American College of Cardiology and The Obesity Society recommends a deficit of about 500 to 750 kcal a day, or intakes of roughly 1,200 to 1,500 kcal a day for women and 1,500 to 1,800 kcal a day for men, adjusted to body weight.",
    ),
    p(
      "A practical alternative is to set the deficit from the rate of loss you want. For most people a loss of 0.5 to 1 % of body weight a week is sustainable and preserves muscle; our article on [a safe rate of weight loss](/blog/safe-weekly-weight-loss-rate) explains how to calculate it.",
    ),
    table(
      ["Estimated TDEE", "Moderate deficit (about 20 %)", "Daily target"],
      [
        ["1,900 kcal", "about 380 kcal", "about 1,520 kcal"],
        ["2,300 kcal", "about 460 kcal", "about 1,840 kcal"],
        ["2,800 kcal", "about 560 kcal", "about 2,240 kcal"],
      ],
      "Examples of a moderate deficit",
    ),

    h2("What your deficit is made of matters"),
    p(
      "A calorie deficit determines whether you lose weight; the food you eat determines how it feels and what you lose. Diets with enough protein help preserve muscle and keep you full. Vegetables, fruit, legumes and whole grains add volume and fibre for few calories. Sugary drinks and alcohol add energy without making you feel full. In a tightly controlled study, Hall and Guo (2017) found that when calories and protein were matched, differences in the proportion of carbohydrate and fat made little difference to fat loss. Choose the pattern you enjoy and can keep up.",
    ),

    h2("How to know your deficit is working"),
    ul([
      "**Watch the trend, not the day.** Body weight can swing by 1 to 2 kg from one day to the next because of water, salt, carbohydrate intake and, in women, the menstrual cycle. Weigh yourself under the same conditions and compare weekly averages.",
      "**Expect a fast start.** The first week often shows a bigger drop, mostly water released with stored glycogen. It is real progress but not all fat.",
      "**Give it two to three weeks** before changing your plan. If the weekly average has not moved, review your portions or activity, or recalculate your needs at your new weight.",
      "**Look beyond the scale.** A smaller waist measurement and clothes fitting differently count as progress too.",
    ]),

    callout(
      "warning",
      "Do not go below about 1,200 kcal a day without medical supervision. If you are pregnant, have had an eating disorder or take glucose-lowering medication, talk to your doctor before starting any weight-loss plan.",
      "Safety first",
    ),

    h2("The bottom line"),
    p(
      "A calorie deficit is not a punishment or a number to push as far as possible. It is a modest, temporary gap between what you eat and what you use, and it needs adjusting as your body changes. Set it with care, judge it by weekly trends, and combine it with foods that keep you full and strong.",
    ),

    h2("Sources"),
    ul([
      "Hall KD, Sacks G, Chandramohan D, et al. Quantification of the effect of energy imbalance on bodyweight. Lancet. 2011;378(9793):826–837.",
      "Thomas DM, Martin CK, Lettieri S, et al. Can a weight loss of one pound a week be achieved with a 3500-kcal deficit? Commentary on a commonly accepted rule. Int J Obes. 2013;37(12):1611–1613.",
      "Jensen MD, Ryan DH, Apovian CM, et al. 2013 AHA/ACC/TOS guideline for the management of overweight and obesity in adults. Circulation. 2014;129(25 Suppl 2):S102–S138.",
      "Hall KD, Guo J. Obesity energetics: body weight regulation and the effects of diet composition. Gastroenterology. 2017;152(7):1718–1727.",
      "Merrill AL, Watt BK. Energy Value of Foods: Basis and Derivation. Agriculture Handbook No. 74. Washington, DC: US Department of Agriculture; 1973.",
    ]),
  ],
};
