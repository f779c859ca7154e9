import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { serverActionBodyLimitBytes } from "./src/server/actions/action-body-limit";
import {
  apiContentSecurityPolicy,
  checkoutPermissionsPolicy,
  staticSecurityHeaders,
  strictTransportSecurity,
} from "./src/features/security/domain/security-headers";

// Messages are compiled at build time, so neither server nor browser ships the ICU parser
// (docs/performance.md, "JavaScript budget").
const withNextIntl = createNextIntlPlugin({
  requestConfig: "./src/i18n/request.ts",
  experimental: {
    messages: { path: "./messages", format: "json", locales: "infer", sourceLocale: "en", precompile: true },
  },
});

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // scripts/server.mjs compresses answers after stamping prerendered pages' nonces.
  compress: false,
  serverExternalPackages: ["@electric-sql/pglite", "pg", "pg-boss", "highs"],
  // Pages prerendered on their first request stay in this process's memory, not in the build
  // folder: a restart (after a migration or seed) starts from the database's current content
  // (docs/adr/0004-static-first-rendering.md).
  // authInterrupts: management pages answer 403 through forbidden() (docs/staff.md).
  // Server actions take at most serverActionBodyLimitBytes (Next's default is 1 MB); the proxy
  // refuses larger posts itself and keeps only a little more in memory for its check.
  experimental: {
    isrFlushToDisk: false,
    authInterrupts: true,
    serverActions: { bodySizeLimit: serverActionBodyLimitBytes },
    proxyClientMaxBodySize: serverActionBodyLimitBytes * 2,
  },
  images: {
    deviceSizes: [640, 768, 1366, 2048, 3840],
    imageSizes: [16, 32, 48, 64, 96, 128, 256, 384],
    qualities: [75],
    formats: ["image/webp"],
  },
  // Security headers on every answer; pages get their nonce policy from the proxy
  // (docs/security.md).
  async headers() {
    // Set by our HTTP server on every request, incoming values replaced (server/http/request-facts).
    const servedOverHttps = [{ type: "header" as const, key: "x-pw-secure", value: "1" }];
    return [
      { source: "/:path*", headers: [...staticSecurityHeaders] },
      { source: "/:path*", has: servedOverHttps, headers: [strictTransportSecurity] },
      // Checkout pages may use the Payment Request API (Apple Pay, Google Pay in Stripe's Payment Element).
      { source: "/checkout", headers: [checkoutPermissionsPolicy] },
      { source: "/:locale/checkout", headers: [checkoutPermissionsPolicy] },
      { source: "/api/:path*", headers: [apiContentSecurityPolicy] },
      { source: "/v4.0/:path*", headers: [apiContentSecurityPolicy] },
    ];
  },
};

export default withNextIntl(nextConfig);
