/**
 * The response headers every answer carries (pages, API, files), set in next.config.ts;
 * pages get their Content-Security-Policy from the proxy, API answers the one below.
 * No imports: next.config.ts loads this file before the app's path aliases exist.
 */
export type HeaderPair = { key: string; value: string };

/**
 * Powerful browser features the site never uses, denied to us and to any frame.
 * `payment` will be allowed on the checkout page only: pass that page's origins in
 * `allowPaymentFor` (e.g. `["self", "\"https://pay.example\""]`) in its own header rule.
 */
export function permissionsPolicy(options: { allowPaymentFor?: readonly string[] } = {}): string {
  const denied = [
    "accelerometer",
    "bluetooth",
    "browsing-topics",
    "camera",
    "display-capture",
    "geolocation",
    "gyroscope",
    "hid",
    "magnetometer",
    "microphone",
    "midi",
    "serial",
    "usb",
    "xr-spatial-tracking",
  ];
  const payment = `payment=(${(options.allowPaymentFor ?? []).join(" ")})`;
  return [...denied.map((feature) => `${feature}=()`), payment].sort().join(", ");
}

/** On every response: no MIME sniffing, no framing, a short referrer, our own window group. */
export const staticSecurityHeaders: readonly HeaderPair[] = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "Permissions-Policy", value: permissionsPolicy() },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
];

/** The checkout pages: the same, but payment requests allowed for us and Stripe's frames (docs/security.md). */
export const checkoutPermissionsPolicy: HeaderPair = {
  key: "Permissions-Policy",
  value: permissionsPolicy({ allowPaymentFor: ["self", '"https://js.stripe.com"'] }),
};

/** Two years, subdomains included; sent only on responses served over https. */
export const strictTransportSecurity: HeaderPair = {
  key: "Strict-Transport-Security",
  value: "max-age=63072000; includeSubDomains",
};

/** API answers are data, never documents: nothing may load, and nothing may frame them. */
export const apiContentSecurityPolicy: HeaderPair = {
  key: "Content-Security-Policy",
  value: "default-src 'none'; frame-ancestors 'none'",
};
