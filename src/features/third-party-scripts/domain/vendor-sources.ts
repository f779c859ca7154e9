/**
 * Where each third party we load reaches, per Content-Security-Policy directive. The page
 * policy adds a vendor's hosts only when that vendor is configured (docs/security.md).
 * Script hosts are a fallback for browsers without 'strict-dynamic'; newer browsers trust
 * scripts that our own (nonced) code injects, whatever their host.
 */
export type VendorSources = {
  script?: readonly string[];
  connect?: readonly string[];
  img?: readonly string[];
  frame?: readonly string[];
};

export type VendorName =
  | "tagManager"
  | "metaPixel"
  | "tiktokPixel"
  | "twitterPixel"
  | "reviewWidget"
  | "amplitude";

export const vendorSources: Record<VendorName, VendorSources> = {
  /** Google Tag Manager with the Google tags it loads (Analytics 4, Google Ads conversions). */
  tagManager: {
    script: ["https://www.googletagmanager.com", "https://www.googleadservices.com", "https://googleads.g.doubleclick.net"],
    connect: [
      "https://www.googletagmanager.com",
      "https://*.google-analytics.com",
      "https://*.analytics.google.com",
      "https://www.google.com",
      "https://googleads.g.doubleclick.net",
      "https://pagead2.googlesyndication.com",
    ],
    img: ["https://www.googletagmanager.com", "https://*.google-analytics.com", "https://www.google.com", "https://googleads.g.doubleclick.net"],
    frame: ["https://www.googletagmanager.com", "https://td.doubleclick.net"],
  },
  metaPixel: {
    script: ["https://connect.facebook.net"],
    connect: ["https://www.facebook.com", "https://connect.facebook.net"],
    img: ["https://www.facebook.com"],
  },
  tiktokPixel: {
    script: ["https://analytics.tiktok.com"],
    connect: ["https://analytics.tiktok.com", "https://analytics-ipv6.tiktokw.us"],
    img: ["https://analytics.tiktok.com"],
  },
  twitterPixel: {
    script: ["https://static.ads-twitter.com"],
    connect: ["https://analytics.twitter.com", "https://ads-twitter.com", "https://ads-api.twitter.com"],
    img: ["https://t.co", "https://analytics.twitter.com", "https://ads-twitter.com"],
  },
  /** Trustpilot TrustBox: its loader script draws the widget in an iframe. */
  reviewWidget: {
    script: ["https://widget.trustpilot.com"],
    connect: ["https://widget.trustpilot.com"],
    img: ["https://widget.trustpilot.com", "https://images-static.trustpilot.com"],
    frame: ["https://widget.trustpilot.com"],
  },
  /** Amplitude's SDK is bundled with our code; it only sends (default US server zone). */
  amplitude: {
    connect: ["https://api2.amplitude.com", "https://sr-client-cfg.amplitude.com"],
  },
};
