/** Hard limits that keep every evaluation small and fast, whatever the input. */
export const conditionLimits = {
  /** Longest expression text accepted. */
  maxExpressionLength: 4_000,
  /** Deepest nesting of parentheses, lists and operators. */
  maxNestingDepth: 48,
  /** Longest regular-expression pattern accepted by `matches`. */
  maxPatternLength: 200,
  /** Longest text a pattern is matched against (`matches`). */
  maxMatchInputLength: 2_048,
  /** Largest repeat count in `{n,m}`. */
  maxRepeat: 30,
  /** Largest compiled pattern program (instructions). */
  maxProgramSize: 300,
  /** Program size × text length allowed for one breadth-first match (well under 1 ms). */
  maxMatchWork: 30_000,
  /** Longest list literal. */
  maxListLength: 500,
  /** Longest string a `+` or `replace` may build. */
  maxStringLength: 10_000,
  /** Parsed expressions kept in memory. */
  expressionCacheSize: 2_000,
  /** Compiled patterns kept in memory. */
  patternCacheSize: 500,
} as const;
