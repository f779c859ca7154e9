/**
 * Request headers the proxy hands to the page render (cookies it sets are not visible to the
 * render of the same request). Incoming values are always replaced, so visitors cannot set them.
 */
export const requestContextHeaders = {
  visitorId: "x-pw-visitor-id",
  isCrawler: "x-pw-crawler",
  experiments: "x-pw-experiments",
} as const;

export type ExperimentHandOver = {
  instructions: Record<string, unknown>;
  splits: string[];
  /** Per-step positions (with `splits`, the SPLITS_STATE the browser keeps). */
  stepsPositions: Record<string, number | string | null>;
  /** Experiment name → the visitor's group (group index, or the page-split option id). */
  groups: Record<string, string>;
  redirect: { name: string; rules: unknown[] } | null;
};

export function encodeHandOver(value: ExperimentHandOver): string {
  return Buffer.from(JSON.stringify(value), "utf8").toString("base64url");
}

export function decodeHandOver(value: string | null): ExperimentHandOver | null {
  if (!value) return null;
  try {
    const parsed = JSON.parse(
      Buffer.from(value, "base64url").toString("utf8"),
    ) as ExperimentHandOver;
    return parsed && typeof parsed === "object" ? parsed : null;
  } catch {
    return null;
  }
}
