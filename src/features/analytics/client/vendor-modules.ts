/**
 * The consent-gated tracking code, each behind its own `import()`: the bundler makes every
 * entry a separate chunk that the browser fetches only when `loadVendorsAfterConsent` (or the
 * Amplitude start) asks for it — once its consent group is granted and its id is configured.
 * Nothing here may be imported statically by code of the first load (docs/performance.md,
 * "JavaScript budget").
 */
export const vendorModules = {
  amplitude: () => import("./amplitude"),
  metaPixel: () => import("@/features/third-party-scripts/client/load-meta-pixel"),
  tiktokPixel: () => import("@/features/third-party-scripts/client/load-tiktok-pixel"),
  twitterPixel: () => import("@/features/third-party-scripts/client/load-twitter-pixel"),
  tagManager: () => import("@/features/third-party-scripts/client/load-tag-manager"),
  reviewWidget: () => import("@/features/third-party-scripts/client/load-review-widget"),
};

export type VendorModules = typeof vendorModules;
export type VendorName = keyof VendorModules;
/** Fetches one vendor's module; tests pass one that records what was asked for. */
export type ImportVendor = <Name extends VendorName>(name: Name) => ReturnType<VendorModules[Name]>;

export const importVendor: ImportVendor = (name) => vendorModules[name]() as ReturnType<VendorModules[typeof name]>;
/** The Amplitude wrappers, once fetched. */
export type AmplitudeGlue = Awaited<ReturnType<VendorModules["amplitude"]>>;
