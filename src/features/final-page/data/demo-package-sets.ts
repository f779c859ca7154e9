import type { PackageSet } from "@/features/final-page/domain/package-set";

/**
 * The demo package sets (docs/final-page.md, "Package sets") over the demo packages of
 * features/pricing/data/demo-packages.ts; the demo experiment's `price_package` names them.
 */
const plans = ["pp_1w_intro", "pp_4w_intro", "pp_12w_intro"];

export const demoPackageSets: PackageSet[] = [
  { id: "pp_default", packageIds: plans, discount: false },
  { id: "pp_discount", packageIds: plans, discount: true, expiredSetId: "pp_regular" },
  // What the discount page offers once its countdown has ended: the regular price from day one.
  { id: "pp_regular", packageIds: ["pp_1w_regular", "pp_4w_regular", "pp_12w_regular"], discount: false },
];
