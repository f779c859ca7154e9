import { ol, p } from "@/features/content/domain/block-builders";
import type { AboutPage } from "@/features/content/domain/about-page";

export const aboutEn: AboutPage = {
  locale: "en",
  title: "About {siteName}",
  description: "Why {siteName} exists, how your personalised meal plan is made, who checks our nutrition content and how to reach us.",
  lead: "We help adults eat in a way that fits their body, their goal and their week, with plans built on nutrition science rather than trends.",
  sections: [
    {
      id: "mission",
      heading: "Our mission",
      blocks: [
        p(
          "{siteName} exists because most diet advice is either too generic to be useful or too extreme to last. A good eating plan should fit the person following it: their body, their goal, the food they enjoy and the time they actually have. Our aim is to make that kind of personal plan, which used to require a private dietitian, affordable and available to everyone.",
        ),
        p(
          "We want people to reach their goals without crash diets, guilt or gimmicks: moderate calorie targets, real food, and intermittent fasting only for those for whom it is safe and helpful.",
        ),
      ],
    },
    {
      id: "how-plans-are-made",
      heading: "How your plan is made",
      blocks: [
        ol([
          "**The quiz.** You tell us about your goal, body measurements, activity, food preferences, allergies and fasting experience, and answer a few health questions that show us when fasting or a calorie deficit would not be safe for you.",
          "**The nutrition engine.** We estimate your daily energy needs with the Mifflin-St Jeor equation and an activity factor, then set a moderate calorie target and a protein target that match your goal and a safe rate of progress.",
          "**The recipes.** The engine chooses recipes from our library that together meet those targets. The nutrition values of every recipe are calculated from USDA FoodData Central, and every recipe is written and tested by our team.",
          "**Your plan.** You receive a week of meals with shopping lists and, if it suits you, an eating window. You can change your preferences at any time in [My plan](/my-plan), and the plan adapts.",
        ]),
        p(
          "Our plans are general nutrition guidance, not medical treatment. If you have a medical condition, are pregnant or take regular medication, please talk to your doctor before you start.",
        ),
      ],
    },
    {
      id: "team-and-standards",
      heading: "Our team and standards",
      blocks: [
        p(
          "Our plans and articles are created by registered dietitians, nutrition scientists and experienced health writers, and checked by qualified professionals, including a physician, before they are published. We base our work on systematic reviews, clinical trials and the guidance of bodies such as the European Food Safety Authority and the World Health Organization, and we review our content at least once a year.",
        ),
        p(
          "We are funded by our subscribers, not by advertisers or food brands. Our [editorial policy](/unimeal-editorial-policy) explains how we write, review, update and correct our content.",
        ),
      ],
    },
    {
      id: "contact",
      heading: "Get in touch",
      blocks: [
        p(
          "Do you have a question about your plan, your subscription or this website? Write to us through our [contact form](/contact) or at [{supportEmail}](mailto:{supportEmail}). We answer within 2 business days.",
        ),
        p("{companyName}, {companyAddress}"),
      ],
    },
  ],
};
