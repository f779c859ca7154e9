/**
 * The groups of a split as configured, in order, with the share each should get: step tests
 * by group position and percent, page splits by option id and weight (docs/split-results.md).
 * The first group (position 0 / the first option) is the control.
 */
export type ConfiguredGroup = { key: string; label: string; percent: number };
export type SplitKind = "step" | "page";
export type ConfiguredSplit = { name: string; kind: SplitKind; step: string; groups: ConfiguredGroup[] };

export function stepSplitGroups(groups: readonly { position: number; percent: number }[]): ConfiguredGroup[] {
  return [...groups]
    .sort((a, b) => a.position - b.position)
    .map((g) => ({ key: String(g.position), label: `Group ${g.position}`, percent: g.percent }));
}

export function pageSplitGroups(options: readonly { id: string; weight: number }[]): ConfiguredGroup[] {
  const total = options.reduce((sum, o) => sum + Math.max(0, o.weight), 0);
  return options.map((o) => ({
    key: o.id,
    label: o.id,
    percent: total > 0 ? (100 * Math.max(0, o.weight)) / total : 0,
  }));
}

/**
 * Exposures in a group the configuration no longer has still count (intention to treat): such
 * groups are added after the configured ones, at 0 %, so the sample-ratio check flags them.
 */
export function withExposedGroups(configured: readonly ConfiguredGroup[], exposedKeys: Iterable<string>): ConfiguredGroup[] {
  const known = new Set(configured.map((g) => g.key));
  const extra = [...new Set(exposedKeys)].filter((key) => !known.has(key)).sort();
  return [...configured, ...extra.map((key) => ({ key, label: `${key} (not configured)`, percent: 0 }))];
}
