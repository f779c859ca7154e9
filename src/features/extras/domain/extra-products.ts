import type { OneTimeProduct } from "@/features/pricing/domain/package";

/**
 * The one-time add-ons a buyer keeps in the account (docs/extras.md): each product's address
 * under /my-plan/extras and its picture (on its upsell offer and in the account).
 */
export const extraProducts = ["recipe_book", "fasting_guide", "workout_plan"] as const satisfies readonly OneTimeProduct[];

const slugs: Record<OneTimeProduct, string> = {
  recipe_book: "recipe-book",
  fasting_guide: "fasting-guide",
  workout_plan: "workout-plan",
};

export const extraPictures: Record<OneTimeProduct, { src: string; width: number; height: number }> = {
  recipe_book: { src: "/images/extras/recipe-book.webp", width: 480, height: 320 },
  fasting_guide: { src: "/images/quiz/fasting-clock.webp", width: 960, height: 640 },
  workout_plan: { src: "/images/extras/workout-plan.webp", width: 480, height: 320 },
};

export function extraSlug(product: OneTimeProduct): string {
  return slugs[product];
}

/** The product an address names, or null for anything else (the 404 page). */
export function productOfSlug(slug: string): OneTimeProduct | null {
  return extraProducts.find((product) => slugs[product] === slug) ?? null;
}

/** Order states in which the buyer keeps what the order bought. */
const owningStatuses: ReadonlySet<string> = new Set(["paid", "partially_refunded"]);

/**
 * What a buyer owns from the one-time packages of their orders: each product once, in the
 * catalogue's order, from paid (or partly refunded) orders only — a pending, failed or fully
 * refunded order gives nothing.
 */
export function ownedExtras(lines: readonly { product: string; status: string }[]): OneTimeProduct[] {
  const owned = new Set(lines.filter((line) => owningStatuses.has(line.status)).map((line) => line.product));
  return extraProducts.filter((product) => owned.has(product));
}
