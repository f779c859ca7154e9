import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { getEnv, publicEnv } from "@/env";
import {
  pageContentSecurityPolicy,
  type ConfiguredThirdParties,
} from "@/features/security/domain/content-security-policy";
import { withStripeSources } from "@/features/checkout/domain/stripe-page-policy";
import { stripeCheckoutKey } from "@/features/checkout/server/stripe-checkout";
import { isSecureRequest } from "@/server/http/request-facts";
import { consentModeDefaultsScript } from "@/features/consent/domain/consent-mode-script";
import { strictCspSettingsScript } from "@/features/security/domain/strict-csp-script";
import { keepQueryScript } from "@/features/landing-pages/domain/start-query";
import { visitorHintsScript } from "@/features/site/domain/visitor-hints-script";
import { loaderBootScript } from "@/ui/loader-rules";

/**
 * Request headers that carry the page policy to the render: Next.js reads the nonce out of
 * `content-security-policy` and puts it on its own scripts; our layouts read `x-nonce` for the
 * inline scripts they render. The proxy always sets both, so a visitor's values never count.
 */
export const nonceRequestHeaders = {
  policy: "content-security-policy",
  nonce: "x-nonce",
} as const;

export type PageSecurity = { nonce: string; policy: string };

const thirdParties: ConfiguredThirdParties = {
  tagManager: Boolean(publicEnv.tagManagerId),
  metaPixel: Boolean(publicEnv.metaPixelId),
  tiktokPixel: Boolean(publicEnv.tiktokPixelId),
  twitterPixel: Boolean(publicEnv.twitterPixelId),
  reviewWidget: Boolean(publicEnv.reviewWidgetId),
  amplitude: Boolean(publicEnv.amplitudeApiKey),
  errorReportingDsn: publicEnv.sentryDsn,
  apiUrl: publicEnv.apiUrl,
};

/**
 * Inline scripts of fixed text (the page loader's boot, the CSP settings, the Consent Mode
 * defaults, the visitor hints, the landing pages' start-query script) render without a nonce, so prerendered and dynamic pages alike carry the same
 * bytes: the policy allows them by their hashes.
 */
const fixedInlineScripts = [loaderBootScript(), strictCspSettingsScript, consentModeDefaultsScript(), visitorHintsScript, keepQueryScript].map((script) =>
  createHash("sha256").update(script, "utf8").digest("base64"),
);

/**
 * A fresh nonce (128 random bits) and the page policy built around it, for one response. The
 * checkout page also allows Stripe.js and its frames while Stripe sells (docs/security.md).
 */
export function pageSecurityFor(request: { headers: Headers; nextUrl?: { pathname: string } }): PageSecurity {
  const nonce = randomBytes(16).toString("base64");
  const policy = pageContentSecurityPolicy({
    nonce,
    thirdParties,
    development: getEnv().NODE_ENV === "development",
    secure: isSecureRequest(request),
    inlineScriptHashes: fixedInlineScripts,
  });
  const pathname = request.nextUrl?.pathname;
  if (!pathname) return { nonce, policy };
  return { nonce, policy: withStripeSources(policy, { pathname, stripeSelling: stripeCheckoutKey() !== null }) };
}

/** Puts the policy and nonce on the request headers the render will see. */
export function setNonceRequestHeaders(headers: Headers, security: PageSecurity): void {
  headers.set(nonceRequestHeaders.policy, security.policy);
  headers.set(nonceRequestHeaders.nonce, security.nonce);
}

/** The browser enforces the policy from the response header. */
export function applyPagePolicy(response: Response, security: PageSecurity): void {
  response.headers.set("Content-Security-Policy", security.policy);
}
