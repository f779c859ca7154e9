#!/usr/bin/env node
// Adds lock entries for optional, platform-specific packages that the package registry mirror
// of our build machines does not serve (darwin, win32, musl… builds of native tools). npm install
// tolerates their absence, but `npm ci` then reports the lock file as out of sync. The entries
// carry the platform constraints, so npm skips them on other platforms without fetching them.
// Run after every dependency change: node scripts/complete-lockfile.mjs
import { readFileSync, writeFileSync } from "node:fs";

const file = "package-lock.json";
const lock = JSON.parse(readFileSync(file, "utf8"));
const packages = lock.packages;

const osNames = ["darwin", "win32", "linux", "android", "freebsd", "openbsd", "netbsd", "sunos", "aix", "openharmony"];
const cpuNames = ["arm64", "x64", "ia32", "arm", "ppc64", "s390x", "riscv64", "loong64", "mips64el", "wasm32", "ppc"];

function platformOf(name) {
  const base = name.split("/").pop();
  const parts = base.split("-");
  const os = osNames.find((o) => parts.includes(o) || (o === "darwin" && parts.includes("macos")));
  let cpu = cpuNames.find((c) => parts.includes(c));
  if (!cpu && parts.includes("universal")) cpu = undefined;
  if (!cpu && parts.includes("gnueabihf")) cpu = "arm";
  const libc = parts.includes("musl") ? ["musl"] : parts.includes("gnu") || parts.includes("gnueabihf") ? ["glibc"] : undefined;
  if (base.includes("wasm32")) return { cpu: ["wasm32"] };
  return { os: os ? [os] : undefined, cpu: cpu ? [cpu] : undefined, libc };
}

/** Where node would resolve `name` from the package at `from`. */
function resolveFrom(from, name) {
  let dir = from;
  for (;;) {
    const candidate = dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!dir) return null;
    const idx = dir.lastIndexOf("/node_modules/");
    dir = idx === -1 ? "" : dir.slice(0, idx);
  }
}

let added = 0;
for (const [location, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    if (resolveFrom(location, name)) continue;
    const top = `node_modules/${name}`;
    const target = packages[top] ? `${location}/node_modules/${name}` : top;
    const { os, cpu, libc } = platformOf(name);
    packages[target] = { version, optional: true, ...(os && { os }), ...(cpu && { cpu }), ...(libc && { libc }) };
    added += 1;
  }
}

lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))));
writeFileSync(file, JSON.stringify(lock, null, 2) + "\n");
console.log(`added ${added} platform-specific optional entries to ${file}`);
