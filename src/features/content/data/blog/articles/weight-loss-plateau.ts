import { callout, h2, h3, p, ul } from "@/features/content/domain/block-builders";
import type { Article } from "@/features/content/domain/article";

export const weightLossPlateau: Article = {
  slug: "weight-loss-plateau",
  title: "Weight-Loss Plateaus: Why They Happen and What Actually Helps",
  description:
    "Why weight loss slows and stalls, how to tell a true plateau from water retention, and evidence-based steps to start losing again or hold your new weight.",
  category: "weight-goals",
  tags: ["weight goals", "plateau", "metabolism", "adaptive thermogenesis"],
  authorSlug: "hannah-lindqvist",
  reviewerSlug: "tomas-reyes",
  publishedAt: "2026-10-07",
  updatedAt: "2026-11-18",
  heroAlt: "A line chart of weekly average body weight that falls steadily and then levels off, drawn in a notebook",
  blocks: [
    p(
      "Almost everyone who loses weight reaches a point where the scale stops moving despite doing \"everything right\". It is frustrating, and it is the moment many people give up. But a plateau is not a sign of failure or a broken metabolism: it is the predictable result of how the body responds to weight loss. Understanding why it happens makes it much easier to decide what to do next.",
    ),

    h2("First: is it really a plateau?"),
    p(
      "Weight fluctuates daily with water, salt, carbohydrate intake, bowel contents, hard workouts and, in women, the menstrual cycle. Water retained for a week or two can hide fat loss that is still happening, and then disappear all at once, the so-called \"whoosh\". Before changing anything, check that:",
    ),
    ul([
      "your **weekly average** weight has not fallen for at least three weeks (compare the same phase of the cycle if you menstruate);",
      "your **waist measurement** has not changed either;",
      "you have not recently started a new exercise programme, which often causes temporary water retention in muscles.",
    ]),
    p("If the trend has genuinely flattened, one or more of the following reasons is usually at work."),

    h2("Why weight loss slows down"),
    h3("1. A smaller body needs less energy"),
    p(
      "As you lose weight, your basal metabolic rate falls and moving your body costs less. The calorie intake that created a deficit at the start may be close to maintenance now. Mathematical modelling by Hall and colleagues (2011) shows that weight loss on a constant diet naturally slows and levels off; it never continues in a straight line. Clinical data agree: in a meta-analysis of weight-loss trials by Franz and colleagues (2007), weight loss typically reached its low point at around six months.",
    ),
    h3("2. Metabolic adaptation"),
    p(
      "On top of the effect of size, the body adapts to an energy deficit by becoming a little more economical, a response called adaptive thermogenesis. Rosenbaum and Leibel (2010) found that people maintaining a weight loss of 10 % or more had a total energy expenditure around 10 to 15 % lower than predicted from their new body size and composition, partly because their muscles worked more efficiently. In extreme cases the effect can be large: contestants of a televised weight-loss competition studied by Fothergill and colleagues (2016) still burned about 500 kcal a day less than expected six years later. For most people dieting moderately, the adaptation is much smaller, but it is real.",
    ),
    h3("3. You move less without noticing"),
    p(
      "Non-exercise activity, such as walking, standing, fidgeting and doing chores, often drops during a diet as the body tries to save energy. A fall of a couple of thousand steps a day can cancel out a good part of a modest deficit.",
    ),
    h3("4. Portions creep"),
    p(
      "After a few months, the careful weighing of the first weeks gives way to estimates. Extra oil in the pan, larger portions and weekend meals out add up. Studies consistently show that people underestimate how much they eat, and this is not a character flaw; it is simply hard to estimate.",
    ),

    h2("What actually helps"),
    ul([
      "**Recalculate your needs at your new weight.** Use our guide to [TDEE and BMR](/blog/tdee-and-bmr-explained) with your current weight, then reduce intake by 100 to 200 kcal a day, or increase activity by a similar amount.",
      "**Audit your intake for one week.** Weigh and log everything you eat and drink for seven days, including oils, sauces and drinks. It usually reveals where the deficit has gone.",
      "**Increase everyday movement.** Aim for a daily step target a little above your current average, for example 2,000 more steps.",
      "**Keep protein high and keep lifting.** Resistance training and around 1.2 to 1.6 g of protein per kilogram a day help preserve muscle, which supports your energy expenditure.",
      "**Look after sleep and stress.** Short sleep increases hunger and cravings, making a deficit harder to keep.",
      "**Consider a planned diet break.** In the MATADOR trial (Byrne and colleagues, 2018), men with obesity who alternated two weeks of dieting with two weeks at maintenance lost more fat and kept more of it off than men who dieted continuously over the same number of dieting weeks. A break of one to two weeks at maintenance calories can also restore motivation.",
    ]),

    callout(
      "tip",
      "Spending a few months maintaining a lower weight before continuing to lose is a success, not a failure. Learning to hold a new weight is the skill that matters most in the long run.",
      "Maintenance is progress",
    ),

    h2("Check your goal"),
    p(
      "Sometimes a plateau is a sign that you have reached a weight your body can comfortably maintain with the habits you are willing to keep. If you are already within a healthy range, feel well and your blood markers are good, holding this weight may be a better goal than pushing further. Our article on [a safe rate of weight loss](/blog/safe-weekly-weight-loss-rate) can help you set a realistic target.",
    ),

    h2("When to see a doctor"),
    p(
      "Talk to your doctor if the scale has not moved for more than two months despite a confirmed deficit, if you are gaining weight without explanation, or if you have symptoms such as tiredness, feeling cold, hair loss or changes to your periods. An underactive thyroid and some medicines, including insulin, corticosteroids and certain antidepressants, can affect weight. Never stop a prescribed medicine without medical advice.",
    ),

    h2("The bottom line"),
    p(
      "Plateaus are a normal part of weight loss, caused mainly by a smaller body needing less energy, some metabolic adaptation and gradual changes in habits. Confirm the plateau with weekly averages and measurements, then adjust calmly: recalculate, audit, move more, protect your muscle, or take a planned break.",
    ),

    h2("Sources"),
    ul([
      "Hall KD, Sacks G, Chandramohan D, et al. Quantification of the effect of energy imbalance on bodyweight. Lancet. 2011;378(9793):826–837.",
      "Franz MJ, VanWormer JJ, Crain AL, et al. Weight-loss outcomes: a systematic review and meta-analysis of weight-loss clinical trials with a minimum 1-year follow-up. J Am Diet Assoc. 2007;107(10):1755–1767.",
      "Rosenbaum M, Leibel RL. Adaptive thermogenesis in humans. Int J Obes. 2010;34(Suppl 1):S47–S55.",
      "Fothergill E, Guo J, Howard L, et al. Persistent metabolic adaptation 6 years after \"The Biggest Loser\" competition. Obesity. 2016;24(8):1612–1619.",
      "Byrne NM, Sainsbury A, King NA, Hills AP, Wood RE. Intermittent energy restriction improves weight loss efficiency in obese men: the MATADOR study. Int J Obes. 2018;42(2):129–138.",
    ]),
  ],
};
