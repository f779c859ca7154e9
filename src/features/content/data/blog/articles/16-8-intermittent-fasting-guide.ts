import { callout, h2, h3, ol, p, table, ul } from "@/features/content/domain/block-builders";
import type { Article } from "@/features/content/domain/article";

export const intermittentFasting168Guide: Article = {
  slug: "16-8-intermittent-fasting-guide",
  title: "16:8 Intermittent Fasting: A Beginner's Guide to How It Works and How to Start",
  description:
    "What the 16:8 method is, what research says about it, how to build your eating window and what to eat so that fasting stays sustainable.",
  category: "intermittent-fasting",
  tags: ["intermittent fasting", "16:8", "time-restricted eating", "beginners"],
  authorSlug: "hannah-lindqvist",
  reviewerSlug: "amara-okafor",
  publishedAt: "2026-05-12",
  updatedAt: "2026-10-28",
  heroAlt: "A breakfast plate with eggs, wholegrain toast and berries next to a kitchen clock showing noon",
  blocks: [
    p(
      "The 16:8 method is the most popular form of intermittent fasting, and for good reason: it has simple rules, needs no special foods and fits around a normal working day. You eat all your meals within an eight-hour window and fast for the remaining sixteen hours, most of which you spend asleep. This guide explains what happens during those hours, what the research does and does not show, and how to start in a way you can keep up.",
    ),

    h2("What 16:8 actually means"),
    p(
      "Researchers call this pattern **time-restricted eating**. There is no calorie counting built into the rules; the only rule is the clock. A typical schedule is eating between 12:00 and 20:00 and fasting from 20:00 until noon the next day. Others prefer 10:00 to 18:00, or 8:00 to 16:00, which moves eating earlier in the day. During the fast you drink water, plain tea or black coffee, but nothing with calories.",
    ),
    p(
      "Unlike alternate-day fasting or the 5:2 diet, 16:8 involves no days of very low intake, which is why most people find it easier to sustain.",
    ),

    h2("What happens in your body during the fast"),
    p(
      "After a meal, your body uses glucose from the food and stores the excess as glycogen in the liver and muscles. As the hours pass without food, insulin levels fall, the liver releases stored glucose, and the body gradually relies more on fat for fuel. In a widely cited review in the New England Journal of Medicine, de Cabo and Mattson describe this \"metabolic switch\" and the cellular stress-resistance responses that accompany it. Much of that evidence comes from animal studies, however, and the switch is more pronounced after longer fasts than after a single overnight one.",
    ),

    h2("What the research shows in people"),
    p(
      "Human trials give a more modest, but still useful, picture. The most consistent finding is that time-restricted eating helps many people eat less without counting calories, simply because there is less time in the day to eat. When studies compare it with an equal calorie reduction, the results are similar:",
    ),
    ul([
      "In the TREAT trial (Lowe and colleagues, 2020), 116 adults with overweight followed either 16:8 or three regular meals a day for 12 weeks. Weight loss was small in both groups and not significantly different.",
      "In a 12-month trial in 139 adults with obesity (Liu and colleagues, 2022), both groups followed the same calorie target; one also ate only between 8:00 and 16:00. Both lost a similar amount of weight, about 6 to 8 kg.",
      "In a small study of men with prediabetes (Sutton and colleagues, 2018), a six-hour early eating window improved insulin sensitivity and blood pressure even without weight loss, which suggests that meal timing may matter on its own.",
    ]),
    p(
      "The honest summary: 16:8 is not magic, but it is a practical structure that makes a calorie deficit easier for many people, with possible extra benefits when the eating window is earlier in the day.",
    ),

    h2("How to start: a four-step plan"),
    ol([
      "**Pick a window that fits your life.** If you eat dinner with family at 19:00, a 11:00 to 19:00 window is more realistic than finishing at 16:00. Consistency matters more than the exact hours.",
      "**Ease in.** Start with 12 hours of fasting (for example 20:00 to 8:00) for a week, then 14 hours, then 16. Most people adapt within two weeks.",
      "**Break the fast with a proper meal.** Include protein (eggs, yoghurt, fish, tofu, legumes), vegetables and a source of fibre. Protein-rich meals keep you full and help protect muscle while you lose weight.",
      "**Plan two or three meals in the window,** rather than grazing. Continuous snacking makes the window feel short and often pushes intake up.",
    ]),
    h3("A sample day"),
    table(
      ["Time", "What to have"],
      [
        ["7:00", "Water, black coffee or plain tea"],
        ["12:00", "First meal: chicken or chickpea salad with grains, olive oil and vegetables"],
        ["15:30", "Snack: Greek yoghurt with berries, or a handful of nuts and a piece of fruit"],
        ["19:30", "Last meal: salmon or tofu, potatoes or rice, and two portions of vegetables"],
        ["20:00 to 12:00", "Fast: water, black coffee and plain tea as you like"],
      ],
    ),

    h2("What to eat during the window"),
    p(
      "The window tells you when to eat, not what. If you fill eight hours with highly processed food, you can easily eat more than you did before. A good rule of thumb is to build each meal from a palm-sized portion of protein, half a plate of vegetables, a fist-sized portion of wholegrain carbohydrate or potatoes, and a little healthy fat. Aim to reach your daily protein target across the meals you eat, because fewer meals mean each one has to do more work.",
    ),

    h2("Common side effects and how to handle them"),
    ul([
      "**Hunger in the morning** usually eases after the first one to two weeks as your body adjusts to the new rhythm. A large glass of water or a coffee helps.",
      "**Headaches** are often caused by low fluid intake or by caffeine withdrawal if you used to drink milky coffee with breakfast. Drink enough water and keep your usual caffeine intake.",
      "**Low energy during workouts:** schedule hard training inside or just before your eating window, and eat protein afterwards.",
      "**Overeating at the first meal:** plan it in advance and eat slowly; if it keeps happening, a shorter fast may suit you better.",
    ]),

    callout(
      "warning",
      "Do not start fasting without talking to your doctor if you are pregnant or breastfeeding, have had an eating disorder, take insulin or other glucose-lowering medication, or have a chronic illness. Read [who should not try intermittent fasting](/blog/who-should-not-try-intermittent-fasting) before you begin.",
      "Fasting is not for everyone",
    ),

    h2("The bottom line"),
    p(
      "16:8 works best as a tool, not a rule to obey at all costs. If it helps you eat fewer calories, sleep better or stop late-night snacking, it is doing its job. If it makes you anxious about food or leads to overeating, a regular three-meal pattern with a modest calorie deficit will get you to the same place. To understand how big that deficit should be, read our guide to [what a calorie deficit really is](/blog/what-is-a-calorie-deficit).",
    ),

    h2("Sources"),
    ul([
      "de Cabo R, Mattson MP. Effects of intermittent fasting on health, aging, and disease. N Engl J Med. 2019;381(26):2541–2551.",
      "Lowe DA, Wu N, Rohdin-Bibby L, et al. Effects of time-restricted eating on weight loss and other metabolic parameters in women and men with overweight and obesity: the TREAT randomized clinical trial. JAMA Intern Med. 2020;180(11):1491–1499.",
      "Liu D, Huang Y, Huang C, et al. Calorie restriction with or without time-restricted eating in weight loss. N Engl J Med. 2022;386(16):1495–1504.",
      "Sutton EF, Beyl R, Early KS, et al. Early time-restricted feeding improves insulin sensitivity, blood pressure, and oxidative stress even without weight loss in men with prediabetes. Cell Metab. 2018;27(6):1212–1221.",
    ]),
  ],
};
