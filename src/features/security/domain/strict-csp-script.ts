/**
 * Settings the browser needs before any of our bundles run under the page's CSP: zod probes
 * once whether `new Function` is allowed (to compile faster parsers) when a schema is built.
 * Our policy forbids eval, so the refused probe would be reported as a CSP violation on every
 * page. zod reads its settings from `globalThis.__zod_globalConfig`, so setting `jitless` there
 * before it loads skips the probe (docs/security.md).
 */
export const strictCspSettingsScript =
  "globalThis.__zod_globalConfig=Object.assign(globalThis.__zod_globalConfig||{},{jitless:true});";
