import { allergens, dietTypes, mealTypes, type Allergen, type DietType, type MealType } from "@/features/meal-plan/domain/recipe";

/**
 * The recipe library's filters as they travel in the address (docs/meal-plan.md, "Recipe
 * library"): `meal`, `diet`, `time` (max minutes), `without` (allergens, repeated), `q` (name
 * words) and `page`. A value that is not one of ours is dropped, never an error, so any
 * shared or hand-typed address still shows a list.
 */
export const libraryPageSize = 24;
export const maxTimeChoices = [15, 30, 45, 60] as const;
export const maxSearchLength = 80;

export type LibraryQuery = {
  mealType?: MealType;
  diet?: DietType;
  maxMinutes?: number;
  excludeAllergens: Allergen[];
  search?: string;
  page: number;
};

type SearchParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const all = (value: string | string[] | undefined) => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
const oneOf = <T extends string>(list: readonly T[], value: string | undefined): T | undefined =>
  value !== undefined && (list as readonly string[]).includes(value) ? (value as T) : undefined;

export function parseLibraryQuery(params: SearchParams): LibraryQuery {
  const time = Number(first(params.time));
  const page = Number(first(params.page));
  const search = (first(params.q) ?? "").replace(/\s+/g, " ").trim().slice(0, maxSearchLength);
  const without = new Set(all(params.without).flatMap((v) => v.split(",")));
  return {
    mealType: oneOf(mealTypes, first(params.meal)),
    diet: oneOf(dietTypes, first(params.diet)),
    maxMinutes: (maxTimeChoices as readonly number[]).includes(time) ? time : undefined,
    excludeAllergens: allergens.filter((a) => without.has(a)),
    search: search || undefined,
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The address query of a library view (the page left out when it is the first). */
export function libraryQueryString(query: LibraryQuery): string {
  const params = new URLSearchParams();
  if (query.mealType) params.set("meal", query.mealType);
  if (query.diet) params.set("diet", query.diet);
  if (query.maxMinutes) params.set("time", String(query.maxMinutes));
  for (const allergen of query.excludeAllergens) params.append("without", allergen);
  if (query.search) params.set("q", query.search);
  if (query.page > 1) params.set("page", String(query.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

export type LibraryPage<T> = { items: T[]; page: number; pageCount: number; total: number };

/** One page of a list; a page past the end shows the last one. */
export function paginate<T>(list: readonly T[], page: number, size = libraryPageSize): LibraryPage<T> {
  const pageCount = Math.max(1, Math.ceil(list.length / size));
  const current = Math.min(Math.max(1, page), pageCount);
  return { items: list.slice((current - 1) * size, current * size), page: current, pageCount, total: list.length };
}
