import type { Locale } from "@/i18n/locales";

/**
 * Food names for the shopping list, per locale (data/food-copy/<locale>.json: food id → name;
 * docs/meal-plan.md, "Recipes and foods"). Each file loads on first use; a food without a name
 * in the locale falls back to English, then to its id.
 */
export type FoodNames = Readonly<Record<string, string>>;

const loaders: Record<Locale, () => Promise<{ default: FoodNames }>> = {
  ar: () => import("./food-copy/ar.json"),
  de: () => import("./food-copy/de.json"),
  en: () => import("./food-copy/en.json"),
  es: () => import("./food-copy/es.json"),
  fr: () => import("./food-copy/fr.json"),
  id: () => import("./food-copy/id.json"),
  it: () => import("./food-copy/it.json"),
  ja: () => import("./food-copy/ja.json"),
  ko: () => import("./food-copy/ko.json"),
  pl: () => import("./food-copy/pl.json"),
  pt: () => import("./food-copy/pt.json"),
  th: () => import("./food-copy/th.json"),
  tr: () => import("./food-copy/tr.json"),
  vi: () => import("./food-copy/vi.json"),
  "zh-CN": () => import("./food-copy/zh-CN.json"),
  "zh-TW": () => import("./food-copy/zh-TW.json"),
};

/** A function naming foods in the locale (English where the locale has no name yet). */
export async function foodNamer(locale: Locale): Promise<(foodId: string) => string> {
  const [names, english] = await Promise.all([loaders[locale](), loaders.en()]);
  return (foodId) => names.default[foodId] ?? english.default[foodId] ?? foodId;
}
