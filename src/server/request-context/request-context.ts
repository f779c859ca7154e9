import type { ConsentState } from "@/features/consent/domain/consent-groups";

/** What the experiments step decided for a request, as pages and the browser need it. */
export type ExperimentHandOver = {
  instructions: Record<string, unknown>;
  splits: string[];
  /** Per-step positions (with `splits`, the SPLITS_STATE the browser keeps). */
  stepsPositions: Record<string, number | string | null>;
  /** Experiment name → the visitor's group (group index, or the page-split option id). */
  groups: Record<string, string>;
  redirect: { name: string; rules: unknown[] } | null;
};

/**
 * Everything a request's handling needs to know about the visitor, resolved once (by the
 * proxy for pages and server actions, from the request itself for API routes). See
 * docs/ARCHITECTURE.md, "How a request flows".
 */
export type RequestContext = {
  /** ISO 3166-1 alpha-2, from the one resolution order (features/country/domain/resolve-country). */
  country: string;
  /** The proxy_user_id of this visitor: the cookie's, or the one minted for this request. */
  visitorId: string;
  /** True when this request minted the visitor id (no valid cookie came with it). */
  isNewVisitor: boolean;
  isCrawler: boolean;
  /** Attribution parameters after this request's first-touch rules, within the visitor's consent. */
  attribution: Record<string, string>;
  consent: ConsentState;
  experiments: ExperimentHandOver;
};

export const noExperiments: ExperimentHandOver = {
  instructions: {},
  splits: [],
  stepsPositions: {},
  groups: {},
  redirect: null,
};
