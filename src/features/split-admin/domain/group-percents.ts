/** Group percents of a split must add up to 100 (docs/split-admin.md, "Groups"). */
export function groupPercentProblem(percents: readonly number[]): string | null {
  if (percents.length === 0) return "Add at least one group.";
  if (percents.some((percent) => !Number.isFinite(percent) || percent < 0 || percent > 100))
    return "Each group's percent is a number from 0 to 100.";
  const total = Math.round(percents.reduce((sum, percent) => sum + percent, 0) * 1e6) / 1e6;
  if (total !== 100) return `The group percents add up to ${total}; they must add up to exactly 100.`;
  return null;
}
