/**
 * A copy of the current production build with the proxy switched off, to measure a page
 * served without it. The copy lives in a throw-away folder beside symbolic links to the
 * project (sources, node_modules, configuration), so `npm start` serves it unchanged; only
 * the build's function manifests lose their proxy entry, which is how Next decides whether
 * a proxy runs. Requests then reach the internal (rewritten) path directly.
 */
import {
  cpSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";

/** Not linked into the copy: the build (copied instead), history, and local data. */
const notLinked = new Set([".next", ".git", ".data"]);

export function createProxyFreeBuild(root = process.cwd()): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), "platewise-bench-no-proxy-"));
  for (const entry of readdirSync(root)) {
    if (!notLinked.has(entry)) symlinkSync(path.join(root, entry), path.join(dir, entry));
  }
  const build = path.join(root, ".next");
  cpSync(build, path.join(dir, ".next"), {
    recursive: true,
    verbatimSymlinks: true,
    preserveTimestamps: true,
    filter: (source) => path.relative(build, source) !== "cache",
  });
  const server = path.join(dir, ".next", "server");
  editJson(path.join(server, "functions-config-manifest.json"), (manifest) => {
    delete (manifest.functions as Record<string, unknown> | undefined)?.["/_middleware"];
  });
  editJson(path.join(server, "middleware-manifest.json"), (manifest) => {
    const middleware = manifest.middleware as Record<string, unknown> | undefined;
    if (middleware) for (const key of Object.keys(middleware)) delete middleware[key];
  });
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

function editJson(file: string, edit: (value: Record<string, unknown>) => void): void {
  let value: Record<string, unknown>;
  try {
    value = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
  } catch {
    return; // this build has no such manifest
  }
  edit(value);
  writeFileSync(file, JSON.stringify(value));
}
