import "server-only";
import { headers } from "next/headers";
import { cache } from "react";
import { decodeHandOver, requestContextHeaders, type ExperimentHandOver } from "./request-context";

export type RequestContext = {
  visitorId: string | null;
  isCrawler: boolean;
  experiments: ExperimentHandOver;
};

/**
 * What the proxy resolved for this request (visitor, crawler flag, experiments). Decoded once
 * per request, however many components ask.
 */
export const readRequestContext = cache(async (): Promise<RequestContext> => {
  const h = await headers();
  return {
    visitorId: h.get(requestContextHeaders.visitorId),
    isCrawler: h.get(requestContextHeaders.isCrawler) === "1",
    experiments: decodeHandOver(h.get(requestContextHeaders.experiments)) ?? {
      instructions: {},
      splits: [],
      stepsPositions: {},
      groups: {},
      redirect: null,
    },
  };
});
