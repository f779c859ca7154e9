/**
 * The cuisines recipes belong to (docs/meal-plan.md, "The planner"): a closed list, so the
 * recipe files are checked against it and a day's cuisines can be counted. "international"
 * holds everyday dishes of no particular kitchen (smoothies, yoghurt bowls, nuts, a salmon
 * fillet): it goes with any cuisine and is not counted.
 */
export const cuisines = [
  "international",
  "american",
  "british",
  "caribbean",
  "chinese",
  "eastern-european",
  "filipino",
  "french",
  "greek",
  "indian",
  "indonesian",
  "italian",
  "japanese",
  "korean",
  "latin-american",
  "mexican",
  "middle-eastern",
  "nordic",
  "portuguese",
  "spanish",
  "thai",
  "turkish",
  "vietnamese",
  "west-african",
] as const;
export type Cuisine = (typeof cuisines)[number];

/** The cuisine that goes with every other and is not counted. */
export const neutralCuisine: Cuisine = "international";

/** At most this many cuisines a day, not counting "international". */
export const maxCuisinesPerDay = 2;

export function isCuisine(value: string): value is Cuisine {
  return (cuisines as readonly string[]).includes(value);
}

/** The cuisines a day counts: distinct, without "international" (a recipe without one is neutral). */
export function countedCuisines(list: ReadonlyArray<Cuisine | undefined>): Cuisine[] {
  return [...new Set(list.filter((c): c is Cuisine => c !== undefined && c !== neutralCuisine))];
}
