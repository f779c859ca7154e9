#!/usr/bin/env node
// Sets one top-level namespace in all 16 message files at once.
// Usage: node scripts/set-messages.mjs <namespace> <file.json>
// where file.json is { "en": { ... }, "de": { ... }, ... } with all 16 locales.
import { readFileSync, writeFileSync, renameSync } from "node:fs";
import path from "node:path";

const locales = ["ar", "de", "en", "es", "fr", "id", "it", "ja", "ko", "pl", "pt", "th", "tr", "vi", "zh-CN", "zh-TW"];
const [namespace, file] = process.argv.slice(2);
if (!namespace || !file) {
  console.error("usage: node scripts/set-messages.mjs <namespace> <file.json>");
  process.exit(2);
}
const byLocale = JSON.parse(readFileSync(file, "utf8"));
const missing = locales.filter((l) => !byLocale[l]);
if (missing.length) {
  console.error(`missing locales in ${file}: ${missing.join(", ")}`);
  process.exit(2);
}
for (const locale of locales) {
  const target = path.join("messages", `${locale}.json`);
  let current = {};
  try {
    current = JSON.parse(readFileSync(target, "utf8"));
  } catch {
    current = {};
  }
  current[namespace] = byLocale[locale];
  const tmp = `${target}.${process.pid}.tmp`;
  writeFileSync(tmp, JSON.stringify(current, null, 2) + "\n");
  renameSync(tmp, target);
}
console.log(`set "${namespace}" in ${locales.length} message files`);
