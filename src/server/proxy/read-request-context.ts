import "server-only";
import { headers } from "next/headers";
import { decodeHandOver, requestContextHeaders, type ExperimentHandOver } from "./request-context";

export type RequestContext = {
  visitorId: string | null;
  isCrawler: boolean;
  experiments: ExperimentHandOver;
};

/** What the proxy resolved for this request (visitor, crawler flag, experiments). */
export async function readRequestContext(): Promise<RequestContext> {
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
}
