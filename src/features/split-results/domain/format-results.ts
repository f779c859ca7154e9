/** Number formats of the results page (English-only management area). */
export function formatPercent(value: number | null | undefined, digits = 2): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "—";
  return `${(value * 100).toFixed(digits)} %`;
}

export function formatSignedPercent(value: number | null | undefined, digits = 1): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "—";
  const text = `${(value * 100).toFixed(digits)} %`;
  return value > 0 ? `+${text}` : text;
}

/** Percentage points, for differences of two rates. */
export function formatPoints(value: number, digits = 2): string {
  const text = `${(value * 100).toFixed(digits)} pp`;
  return value > 0 ? `+${text}` : text;
}

export function formatMoneyAmount(value: number | null | undefined, currency: string, digits = 2): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "—";
  return `${value < 0 ? "−" : ""}${Math.abs(value).toFixed(digits)} ${currency}`;
}

export function formatCount(value: number): string {
  return value.toLocaleString("en-US");
}

export function formatPValue(value: number | null): string {
  if (value === null) return "—";
  return value < 0.0001 ? value.toExponential(1) : value.toFixed(4);
}
