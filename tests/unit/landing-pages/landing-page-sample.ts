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

/** A page for an ad campaign: a theme, search and sharing fields, a comparison and a pricing teaser. */
export function sampleAdsLandingPage(overrides: Partial<LandingPageContent> = {}): LandingPageContent {
  const base = sampleLandingPage();
  const [hero, benefits, testimonials, faq, cta] = base.blocks;
  return {
    ...base,
    theme: "purple",
    seoTitle: { en: "Meal plans for fasting | Platewise", ar: "خطط وجبات للصيام | Platewise" },
    seoDescription: { en: "A fasting meal plan made for you." },
    ogImageUrl: "/media/funnel-images/0000000000000000000000000000000000000000000000000000000000000000.png",
    noindex: true,
    blocks: [
      hero!,
      benefits!,
      {
        type: "comparison",
        title: { en: "Platewise or dieting alone", ar: "Platewise أم الحمية وحدك" },
        oursLabel: { en: "Platewise" },
        otherLabel: { en: "Alone", ar: "وحدك" },
        rows: [{ label: { en: "Recipes", ar: "الوصفات" }, ours: { en: "Chosen for you", ar: "مختارة لك" }, other: { en: "Guesswork", ar: "تخمين" } }],
      },
      { type: "pricing", title: { en: "Less than a coffee", ar: "أقل من فنجان قهوة" }, packageId: "pp_4w_intro", currency: "EUR", note: { en: "First four weeks" }, cta: { en: "See my plan" } },
      testimonials!,
      faq!,
      cta!,
    ],
    ...overrides,
  };
}
