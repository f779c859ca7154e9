/**
 * The /my-plan layouts the `web_cabinet_template` experiment instruction chooses between
 * (docs/meal-plan.md, "The buyer's plan"): stacked sections, a grid of cards, or today's
 * meals first with everything else folded below. Unknown or absent → classic.
 */
export const cabinetLayouts = ["classic", "dashboard", "today-first"] as const;
export type CabinetLayout = (typeof cabinetLayouts)[number];

export function cabinetLayoutOf(instruction: unknown): CabinetLayout {
  const value = typeof instruction === "string" ? instruction.trim().toLowerCase().replace(/[_\s]+/g, "-") : "";
  return cabinetLayouts.find((layout) => layout === value) ?? "classic";
}
