/**
 * Relative lift of a variant over the control, `variant / control − 1`, with a normal interval
 * from the delta method for two independent estimates:
 * Var ≈ Var(variant) / control² + variant² · Var(control) / control⁴.
 * `null` when the control's estimate is 0 (no relative lift exists).
 */
export type RelativeLift = { lift: number; low: number; high: number };

export function relativeLift(
  control: { estimate: number; variance: number },
  variant: { estimate: number; variance: number },
  z: number,
): RelativeLift | null {
  const c = control.estimate;
  if (c === 0) return null;
  const lift = variant.estimate / c - 1;
  const variance = variant.variance / (c * c) + (variant.estimate ** 2 * control.variance) / c ** 4;
  const half = z * Math.sqrt(variance);
  return { lift, low: lift - half, high: lift + half };
}
