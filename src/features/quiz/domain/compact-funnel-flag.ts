import { isFeatureFlagCountry } from "@/features/country/domain/country-lists";

/** The funnel slugs of the feature flag (spec section 2). */
export const compactFunnelSlugs = [
  "fasting-woman-2968",
  "fasting-mxfb-2968/step-gender",
  "fasting-mix-2968",
  "quiz-cdef-nds",
  "fasting-mix-dmg-2968/step-gender",
  "ntrl-vgtbl-srch-2968/step-age",
  "lp22-2968",
  "metabolic-quiz-dmg-2968",
] as const;

/**
 * The flag is on only when all three hold: the page path contains one of the slugs, the
 * visitor's country is one of the 32 listed, and the build-time switch is on. The switch is
 * passed in (it comes from NEXT_PUBLIC_COMPACT_FUNNEL), so this stays a pure function.
 */
export function isCompactFunnelActive(input: { pathname: string; countryCode: string | undefined; switchOn: boolean }): boolean {
  if (!input.switchOn || !input.countryCode) return false;
  if (!compactFunnelSlugs.some((slug) => input.pathname.includes(slug))) return false;
  return isFeatureFlagCountry(input.countryCode);
}
