import type { LandingPageContent } from "@/features/landing-pages/domain/landing-page";

/** A valid landing page used by the landing page tests. */
export function sampleLandingPage(overrides: Partial<LandingPageContent> = {}): LandingPageContent {
  return {
    title: { en: "Summer fasting plan", ar: "خطة الصيام الصيفية" },
    startTarget: "/quiz",
    blocks: [
      {
        type: "hero",
        headline: { en: "Lose weight with fasting this summer", ar: "اخسر الوزن بالصيام هذا الصيف" },
        sub: { en: "A plan made for you in two minutes" },
        imageUrl: "/images/salad-bowl.jpg",
        imageAlt: { en: "A bowl of salad" },
        cta: { en: "Take the quiz", ar: "ابدأ الاختبار" },
      },
      { type: "benefits", title: { en: "Why Platewise" }, items: [{ title: { en: "Recipes you like" }, body: { en: "Chosen by your answers" } }] },
      { type: "testimonials", title: { en: "What members say" }, items: [{ author: { en: "Maria" }, body: { en: "Down 6 kg" }, rating: 5 }] },
      { type: "faq", title: { en: "Questions" }, items: [{ title: { en: "Can I cancel?" }, body: { en: "Any time." } }] },
      { type: "cta", title: { en: "Ready?" }, cta: { en: "Start now", ar: "ابدأ الآن" } },
    ],
    ...overrides,
  };
}
