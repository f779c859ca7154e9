import type { ConsentGroup, OnConsent } from "@/features/analytics/domain/consent";
import { AnalyticsLoadError } from "@/features/errors/domain/named-errors";
import { reportError } from "@/features/errors/client/report-error";
import type { ImportVendor } from "./vendor-modules";

export type VendorIds = {
  metaPixelId?: string;
  tiktokPixelId?: string;
  twitterPixelId?: string;
  tagManagerId?: string;
  reviewWidgetId?: string;
  /** Consent group that loads the tag manager; default performance. */
  tagManagerConsentGroup?: ConsentGroup;
};

type Start = (granted: OnConsent, id: string) => () => void;
type Vendor = { id: string | undefined; group: ConsentGroup; start: () => Promise<Start> };

/** The consent was checked before the module was fetched: the loader runs at once. */
const alreadyGranted: OnConsent = (_group, fn) => {
  fn();
  return () => undefined;
};

/**
 * The pixels (Meta, TikTok, X), the tag manager and the review widget: each module is
 * fetched only once its consent group is granted, and only when its id is configured. The
 * modules are fetched side by side but run in this order, as they would if loaded up front
 * (Meta, TikTok, X, tag manager, review widget). Answers a function that cancels the waiting
 * subscriptions and any loader not yet run.
 */
export function loadVendorsAfterConsent(onConsent: OnConsent, ids: VendorIds, importVendor: ImportVendor): () => void {
  const tagManagerGroup = ids.tagManagerConsentGroup ?? "performance";
  const vendors: Vendor[] = [
    { id: ids.metaPixelId, group: "targeting", start: async () => (await importVendor("metaPixel")).loadMetaPixel },
    { id: ids.tiktokPixelId, group: "targeting", start: async () => (await importVendor("tiktokPixel")).loadTikTokPixel },
    { id: ids.twitterPixelId, group: "targeting", start: async () => (await importVendor("twitterPixel")).loadTwitterPixel },
    {
      id: ids.tagManagerId,
      group: tagManagerGroup,
      start: async () => {
        const { loadTagManager } = await importVendor("tagManager");
        return (granted, id) => loadTagManager(granted, id, tagManagerGroup);
      },
    },
    { id: ids.reviewWidgetId, group: "functional", start: async () => (await importVendor("reviewWidget")).loadReviewWidget },
  ];

  let stopped = false;
  let turn: Promise<unknown> = Promise.resolve();
  const subscriptions = vendors.flatMap(({ id, group, start }) => {
    if (!id) return [];
    return [
      onConsent(group, () => {
        const loading = start().catch((error: unknown) => {
          reportError(new AnalyticsLoadError("A tracking script's loader failed to load", { cause: error, context: { group } }));
          return undefined;
        });
        turn = Promise.all([loading, turn]).then(([run]) => {
          if (run && !stopped) run(alreadyGranted, id);
        });
      }),
    ];
  });
  return () => {
    stopped = true;
    for (const unsubscribe of subscriptions) unsubscribe();
  };
}
