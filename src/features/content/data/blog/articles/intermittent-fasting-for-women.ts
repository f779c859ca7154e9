import { callout, h2, h3, p, ul } from "@/features/content/domain/block-builders";
import type { Article } from "@/features/content/domain/article";

export const intermittentFastingForWomen: Article = {
  slug: "intermittent-fasting-for-women",
  title: "Intermittent Fasting for Women: What It Means for Your Hormones and Cycle",
  description:
    "What human studies say about fasting, oestrogen, testosterone and the menstrual cycle, why energy availability matters most, and how women can fast safely.",
  category: "intermittent-fasting",
  tags: ["intermittent fasting", "women's health", "hormones", "menstrual cycle", "PCOS"],
  authorSlug: "hannah-lindqvist",
  reviewerSlug: "amara-okafor",
  publishedAt: "2026-06-03",
  updatedAt: "2026-11-02",
  heroAlt: "A woman preparing a colourful lunch bowl with salmon, quinoa and vegetables in a bright kitchen",
  blocks: [
    p(
      "Search online for \"fasting for women\" and you will find two opposite claims: that intermittent fasting is a powerful tool for women's health, or that it wrecks female hormones. The truth is less dramatic and more useful. Most women can use time-restricted eating safely, but women are more sensitive than men to one thing in particular: not eating enough overall. This article explains what the human evidence shows and how to fast in a way that respects your body.",
    ),

    h2("What human studies show"),
    p(
      "Many of the trials on time-restricted eating have included women, often as the majority of participants. In 2022, Cienfuegos and colleagues reviewed the human trials that measured reproductive hormones during intermittent fasting. Across studies lasting from 8 weeks to a year, they found that:",
    ),
    ul([
      "levels of oestrogen, the gonadotropins that control the cycle (LH and FSH) and prolactin generally did not change in women;",
      "in premenopausal women with obesity, markers of androgens such as testosterone tended to fall and sex hormone-binding globulin tended to rise, which can be a benefit for women whose androgen levels are high;",
      "DHEA, a precursor hormone, fell in some studies but stayed within the normal range.",
    ]),
    p(
      "The review also stressed the limits of the evidence: the studies were small, mostly in women with obesity, and rarely tracked the menstrual cycle in detail. We know far less about lean, very active women.",
    ),
    h3("Polycystic ovary syndrome"),
    p(
      "PCOS is characterised by high androgen levels and insulin resistance, so researchers have looked at whether time-restricted eating can help. In a small study by Li and colleagues (2021), women with anovulatory PCOS who ate within an eight-hour window for five weeks lost weight and showed lower androgen levels, better insulin sensitivity and more regular menstruation. It is promising, but a single small study is not proof; if you have PCOS, discuss any fasting plan with your doctor, especially if you take medication such as metformin.",
    ),

    h2("Why the worry? Energy availability"),
    p(
      "The concerns about fasting and female hormones are not made up, but they usually come from a different situation: eating too little for too long. Your brain monitors how much energy is available after the cost of exercise. When energy availability drops far enough, the hypothalamus turns down the signals that drive the menstrual cycle. In a classic experiment, Loucks and Thuma (2003) showed that the pulses of luteinising hormone that regulate ovulation were disrupted once energy availability fell below a threshold of about 30 kcal per kilogram of lean body mass per day.",
    ),
    p(
      "This is the basis of what sports medicine calls relative energy deficiency in sport (RED-S), which can cause missed periods, lower bone density and fatigue. Studies in young female rats on alternate-day fasting have also shown disrupted cycles, but rats have a much faster metabolism and the regimen was far more severe than a daily eight-hour window. The lesson is not that the clock harms hormones; it is that **a large, sustained energy deficit does**, whether it comes from fasting, over-exercising or simply eating too little.",
    ),

    h2("How to fast in a way that suits female physiology"),
    ul([
      "**Start gently.** A 12- to 14-hour overnight fast is a good first step. Move to 16:8 only if you feel well.",
      "**Keep the deficit moderate.** Aim for a weight loss of about 0.5 to 1 % of your body weight per week at most; our guide to [a safe rate of weight loss](/blog/safe-weekly-weight-loss-rate) explains how.",
      "**Eat enough protein, iron and calcium.** Fewer meals mean each should include protein, and women of reproductive age need more iron than men.",
      "**Be flexible around training.** On days with hard or long workouts, consider a shorter fast or eat soon after training.",
      "**Be flexible around your cycle.** Some women feel hungrier in the days before their period. Shortening the fast on those days is fine; consistency over weeks matters more than any single day.",
      "**Track your cycle.** It is one of the best signals that you are eating enough.",
    ]),

    h2("Perimenopause and menopause"),
    p(
      "Around menopause, falling oestrogen shifts fat storage towards the abdomen and increases the risk of insulin resistance. Time-restricted eating can be a useful structure at this stage, and studies that included postmenopausal women have not found harmful hormonal effects. Protein intake and strength training become especially important for preserving muscle and bone, so prioritise them over a longer fasting window.",
    ),

    callout(
      "warning",
      "Do not fast if you are pregnant, trying to conceive with medical support, or breastfeeding, and talk to a doctor first if you have a history of an eating disorder, take glucose-lowering medication or are underweight. See [who should not try intermittent fasting](/blog/who-should-not-try-intermittent-fasting).",
      "When to avoid fasting",
    ),

    h2("Signs to stop and seek advice"),
    ul([
      "your period becomes irregular, much lighter or stops (for three months or more, see a doctor);",
      "you feel cold, dizzy or exhausted most of the time, or sleep badly;",
      "you notice hair loss or frequent injuries;",
      "you find yourself preoccupied with food or alternating between restricting and bingeing.",
    ]),

    h2("The bottom line"),
    p(
      "For most women, time-restricted eating does not disrupt hormones, and for some, such as women with PCOS, it may even help. The real risk is combining fasting with too few calories or too much exercise. Treat your cycle as feedback, keep the deficit modest, and choose a schedule you could happily follow for months. If you are new to the method, start with our [16:8 beginner's guide](/blog/16-8-intermittent-fasting-guide).",
    ),

    h2("Sources"),
    ul([
      "Cienfuegos S, Corapi S, Gabel K, et al. Effect of intermittent fasting on reproductive hormone levels in females and males: a review of human trials. Nutrients. 2022;14(11):2343.",
      "Li C, Xing C, Zhang J, et al. Eight-hour time-restricted feeding improves endocrine and metabolic profiles in women with anovulatory polycystic ovary syndrome. J Transl Med. 2021;19(1):148.",
      "Loucks AB, Thuma JR. Luteinizing hormone pulsatility is disrupted at a threshold of energy availability in regularly menstruating women. J Clin Endocrinol Metab. 2003;88(1):297–311.",
      "Mountjoy M, Sundgot-Borgen J, Burke L, et al. IOC consensus statement on relative energy deficiency in sport (RED-S): 2018 update. Br J Sports Med. 2018;52(11):687–697.",
      "Kumar S, Kaur G. Intermittent fasting dietary restriction regimen negatively influences reproduction in young rats: a study of hypothalamo-hypophysial-gonadal axis. PLoS One. 2013;8(1):e52416.",
      "de Cabo R, Mattson MP. Effects of intermittent fasting on health, aging, and disease. N Engl J Med. 2019;381(26):2541–2551.",
    ]),
  ],
};
