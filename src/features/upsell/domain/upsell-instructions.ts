/**
 * How the upsell chain reads the visitor's experiment instructions (docs/upsell.md,
 * "Instructions"). Values arrive already parsed (boolean, number, text or JSON), so each reader
 * accepts the forms staff actually write and treats anything else as absent.
 */

const packageIdPattern = /^pp_[a-z0-9][a-z0-9_]{0,62}$/;

/**
 * A list of package ids: a JSON list, or text with ids separated by commas or spaces.
 * Null when the instruction is absent or of no usable form (the default applies); an empty
 * list when it was given and names nothing (staff switched the offer off).
 */
export function readPackageList(value: unknown): string[] | null {
  if (value === undefined || value === null) return null;
  const raw = Array.isArray(value)
    ? value
    : typeof value === "string"
      ? value.split(/[\s,]+/)
      : null;
  if (!raw) return null;
  const ids = raw
    .filter((item): item is string => typeof item === "string")
    .map((item) => item.trim())
    .filter((item) => packageIdPattern.test(item));
  return [...new Set(ids)];
}

/** One package id (the first when a list was given), or null. */
export function readPackageId(value: unknown): string | null {
  return readPackageList(value)?.[0] ?? null;
}

/** `true`, `1`, "true", "1" and "yes" (any case) mean yes; everything else no. */
export function readFlag(value: unknown): boolean {
  if (value === true || value === 1) return true;
  if (typeof value !== "string") return false;
  return ["true", "1", "yes"].includes(value.trim().toLowerCase());
}

export const upsellDesigns = ["default", "compact"] as const;
export type UpsellDesign = (typeof upsellDesigns)[number];

/** The `upsell_page` instruction names the page design; unknown or absent gives `default`. */
export function readDesign(value: unknown): UpsellDesign {
  const name = typeof value === "string" || typeof value === "number" ? String(value) : "";
  const normalised = name.trim().toLowerCase();
  return (upsellDesigns as readonly string[]).includes(normalised)
    ? (normalised as UpsellDesign)
    : "default";
}
