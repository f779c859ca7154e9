import { callout, h2, p, table, ul } from "@/features/content/domain/block-builders";
import type { Article } from "@/features/content/domain/article";

export const howMuchWaterDoYouNeed: Article = {
  slug: "how-much-water-do-you-need",
  title: "How Much Water Do You Really Need Each Day?",
  description:
    "What EFSA and US reference values say about daily water intake, why \"eight glasses\" is a myth, when you need more, and whether water helps weight loss.",
  category: "hydration",
  tags: ["water intake", "hydration", "EFSA", "weight loss", "fasting"],
  authorSlug: "priya-raman",
  reviewerSlug: "tomas-reyes",
  publishedAt: "2026-08-04",
  updatedAt: "2026-10-30",
  heroAlt: "A glass carafe of water with lemon slices and two glasses on a wooden table in sunlight",
  blocks: [
    p(
      "Few pieces of health advice are repeated as often as \"drink eight glasses of water a day\". It sounds precise, but it is not based on good evidence, and it ignores the water we get from food and other drinks. Here is what official reference values actually say, how to tell whether you are drinking enough, and what water can and cannot do for weight loss.",
    ),

    h2("The reference values"),
    p(
      "In 2010 the European Food Safety Authority (EFSA) published dietary reference values for water. They refer to **total water**: from drinking water, all other beverages and the moisture in food. For adults in temperate climates with moderate activity, EFSA set adequate intakes of:",
    ),
    table(
      ["Group", "EFSA (2010)", "US National Academies (2005)"],
      [
        ["Women", "2.0 litres a day", "2.7 litres a day"],
        ["Men", "2.5 litres a day", "3.7 litres a day"],
        ["Pregnancy", "+ 300 ml a day", "3.0 litres a day"],
        ["Breastfeeding", "+ 600 to 700 ml a day", "3.8 litres a day"],
      ],
      "Adequate intake of total water for adults",
    ),
    p(
      "The US figures from the Institute of Medicine (now the National Academies) are higher because they were based on the median intakes of a large US survey rather than a calculation of needs. Both bodies agree on the main point: these are averages for groups, not strict targets for individuals. Food typically provides around 20 % of total water, more if you eat plenty of fruit, vegetables and soups. In practice, this means that most women need roughly 1.6 litres and most men roughly 2.0 litres a day from drinks, in a temperate climate and without heavy exercise.",
    ),

    h2("Where the \"eight glasses\" rule came from"),
    p(
      "In a review in the American Journal of Physiology, Valtin (2002) looked for scientific support for the advice to drink at least eight 8-ounce glasses of water a day and found none. One plausible origin is a 1945 US recommendation of about 2.5 litres a day, which also said that most of this amount is contained in prepared foods. That second sentence was forgotten. All drinks count, including tea, coffee and milk: a study by Killer and colleagues (2014) found no difference in hydration markers between moderate coffee intake and the same volume of water in regular coffee drinkers.",
    ),

    h2("How to tell whether you are drinking enough"),
    ul([
      "**Thirst** is a reliable signal for most healthy adults. Drink when you are thirsty and with meals.",
      "**Urine colour** is a simple check: pale straw-coloured urine suggests good hydration, while dark yellow suggests you need more fluid. Some vitamins and foods change the colour.",
      "**Frequency:** most people urinate four to seven times a day.",
    ]),

    h2("When you need more"),
    ul([
      "**Heat and exercise:** sweat losses can range from under half a litre to more than two litres an hour. Drink before and during long sessions, and replace salt as well as water in very long or hot ones.",
      "**Illness:** fever, vomiting and diarrhoea increase losses. Oral rehydration solutions help when losses are large.",
      "**Older age:** the sense of thirst becomes weaker with age, so older adults may need to drink at regular times rather than rely on thirst.",
      "**High-protein or high-fibre diets:** both increase the need for fluid a little.",
      "**Pregnancy and breastfeeding:** see the table above.",
    ]),

    h2("Can you drink too much?"),
    p(
      "Yes, although it is rare in everyday life. Drinking far more than your kidneys can excrete dilutes the sodium in your blood, a condition called hyponatraemia. It has been seen most often in endurance events where athletes drank large amounts beyond thirst. An international consensus statement (Hew-Butler and colleagues, 2015) recommends that athletes drink according to thirst rather than to a fixed schedule. Forcing down several litres a day more than you need has no benefit.",
    ),
    callout(
      "warning",
      "If you have heart failure, kidney disease or another condition for which your doctor has limited your fluid intake, follow their advice rather than general recommendations.",
      "Fluid restrictions",
    ),

    h2("Does water help with weight loss?"),
    p(
      "Water has no calories, so swapping sugary drinks or juice for water is one of the simplest ways to reduce your energy intake. There is also some evidence that drinking water before meals helps. In a 12-week trial by Dennis and colleagues (2010), middle-aged and older adults on a reduced-calorie diet who drank 500 ml of water before each main meal lost about 2 kg more than those on the diet alone. The effect is modest and the study was small, but the habit is harmless and easy to try.",
    ),

    h2("Water during fasting"),
    p(
      "During the fasting hours of intermittent fasting you can, and should, drink water, plain sparkling water, black coffee and unsweetened tea. Part of the water you usually get from food is missing during a fast, so you may need to drink a little more. Headaches early in a fast are often a sign of low fluid intake. Read more in our [16:8 beginner's guide](/blog/16-8-intermittent-fasting-guide).",
    ),

    h2("Practical tips"),
    ul([
      "Keep a glass or bottle of water within reach at work and refill it a few times a day.",
      "Have a glass of water with every meal and another after exercise.",
      "Flavour water with lemon, cucumber, mint or berries if you find it boring.",
      "Use the water tracker in your account to build the habit, then let thirst guide you.",
    ]),

    h2("Sources"),
    ul([
      "EFSA Panel on Dietetic Products, Nutrition, and Allergies (NDA). Scientific opinion on dietary reference values for water. EFSA Journal. 2010;8(3):1459.",
      "Institute of Medicine. Dietary Reference Intakes for Water, Potassium, Sodium, Chloride, and Sulfate. Washington, DC: National Academies Press; 2005.",
      "Valtin H. \"Drink at least eight glasses of water a day.\" Really? Is there scientific evidence for \"8 × 8\"? Am J Physiol Regul Integr Comp Physiol. 2002;283(5):R993–R1004.",
      "Killer SC, Blannin AK, Jeukendrup AE. No evidence of dehydration with moderate daily coffee intake: a counterbalanced cross-over study in a free-living population. PLoS One. 2014;9(1):e84154.",
      "Hew-Butler T, Rosner MH, Fowkes-Godek S, et al. Statement of the Third International Exercise-Associated Hyponatremia Consensus Development Conference, Carlsbad, California, 2015. Clin J Sport Med. 2015;25(4):303–320.",
      "Dennis EA, Dengo AL, Comber DL, et al. Water consumption increases weight loss during a hypocaloric diet intervention in middle-aged and older adults. Obesity. 2010;18(2):300–307.",
      "Popkin BM, D'Anci KE, Rosenberg IH. Water, hydration, and health. Nutr Rev. 2010;68(8):439–458.",
    ]),
  ],
};
