import type { SplitGroupMap } from "./page-split-schema";
import type { RedirectConfig } from "./redirect-config-schema";
import type { SplitConfig } from "./split-config-schema";

/** Everything the engine needs, as loaded from storage (one consistent snapshot). */
export type ExperimentConfig = {
  splitConfigs: SplitConfig[];
  pageSplitGroups: SplitGroupMap;
  redirectConfigs: RedirectConfig[];
};

export const emptyExperimentConfig: ExperimentConfig = {
  splitConfigs: [],
  pageSplitGroups: {},
  redirectConfigs: [],
};
