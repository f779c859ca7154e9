#!/usr/bin/env node
// `npm run budget`, first part: fails when a page that must be static is rendered per request
// in the production build (docs/performance.md, "Static-first pages"). Reads the build's
// prerender manifest: a page prerendered on its first request is a dynamic route with
// prerendering (● in the build output); a per-request page (ƒ) is not listed there at all.
import { existsSync, readFileSync } from "node:fs";

/** Pages whose content depends only on their address and the site's published content. */
export const mustBeStatic = [
  "/[locale]",
  "/[locale]/_v/home-hero-b",
  "/[locale]/_v/quiz/[variant]/[quizName]/[version]/[stepId]",
  "/[locale]/about",
  "/[locale]/blog",
  "/[locale]/blog/[slug]",
  "/[locale]/blog/authors",
  "/[locale]/blog/authors/[slug]",
  "/[locale]/commercial-disclosure",
  "/[locale]/contact",
  "/[locale]/cookie-policy",
  "/[locale]/dmca",
  "/[locale]/do-not-sell-my-personal-information",
  "/[locale]/faq",
  "/[locale]/privacy-policy",
  "/[locale]/refund-policy",
  "/[locale]/signin",
  "/[locale]/subscription-terms",
  "/[locale]/terms-of-service",
  "/[locale]/unimeal-editorial-policy",
];

const manifestPath = ".next/prerender-manifest.json";
if (!existsSync(manifestPath)) {
  console.error(`${manifestPath} is missing: run \`npm run build\` first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));
const prerendered = new Set([...Object.keys(manifest.routes ?? {}), ...Object.keys(manifest.dynamicRoutes ?? {})]);
const missing = mustBeStatic.filter((route) => !prerendered.has(route));
if (missing.length > 0) {
  console.error("These pages are rendered per request but must be prerendered (a request read crept in?):");
  for (const route of missing) console.error(`  ${route}`);
  process.exit(1);
}
console.log(`static pages: all ${mustBeStatic.length} prerendered`);
