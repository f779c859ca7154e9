import type { FinalPageBlock, FinalPageContent } from "@/features/final-page/domain/final-page";

/**
 * The demo final pages (docs/final-page.md): `default` sells the regular offer, `discount` adds
 * a 15-minute countdown and presents the intro prices as a discount. Both show the visitor's
 * plan right after the hero. All copy is `finalPage` message keys, so both pages read well in
 * every locale.
 */
const key = (name: string) => ({ key: name });

const hero: FinalPageBlock = {
  type: "hero",
  title: key("hero.title"),
  subtitle: key("hero.subtitle"),
  showChart: true,
};

const plan: FinalPageBlock = {
  type: "plan",
  title: key("plan.title"),
  showSampleDay: true,
};

const packages = (packageSetId: string, title: string): FinalPageBlock => ({
  type: "packages",
  packageSetId,
  layout: "list",
  title: key(title),
  cta: key("packages.cta"),
  // After a declined card the checkout offers the 1-week plan (docs/checkout.md, "Downsell").
  downsellPackageId: "pp_1w_intro",
});

const item = (name: string) => ({ title: key(`${name}.title`), body: key(`${name}.body`) });

const benefits: FinalPageBlock = {
  type: "benefits",
  title: key("benefits.title"),
  items: ["personal", "recipes", "fasting", "progress"].map((name) => item(`benefits.${name}`)),
};

const reviews: FinalPageBlock = {
  type: "reviews",
  title: key("reviews.title"),
  items: ["first", "second", "third"].map((name) => ({
    author: key(`reviews.${name}.author`),
    body: key(`reviews.${name}.body`),
    rating: 5,
  })),
};

const guarantee: FinalPageBlock = {
  type: "guarantee",
  title: key("guarantee.title"),
  body: key("guarantee.body"),
  days: 30,
};

const faq: FinalPageBlock = {
  type: "faq",
  title: key("faq.title"),
  items: ["cancel", "charge", "included", "health"].map((name) => ({
    title: key(`faq.${name}.question`),
    body: key(`faq.${name}.answer`),
  })),
};

const legal: FinalPageBlock = { type: "legal", showRenewalText: true, body: key("legal.body") };

export const demoFinalPages: { slug: string; content: FinalPageContent }[] = [
  {
    slug: "default",
    content: {
      blocks: [
        hero,
        plan,
        packages("pp_default", "packages.title"),
        benefits,
        reviews,
        guarantee,
        faq,
        legal,
      ],
    },
  },
  {
    slug: "discount",
    content: {
      blocks: [
        hero,
        plan,
        {
          type: "timer",
          durationMinutes: 15,
          label: key("timer.label"),
          endedLabel: key("timer.ended"),
          afterExpiry: "regular_set",
        },
        packages("pp_discount", "packages.discountTitle"),
        benefits,
        reviews,
        guarantee,
        faq,
        legal,
      ],
      simpleBlockTypes: ["hero", "plan", "timer", "packages", "guarantee", "legal"],
    },
  },
];
