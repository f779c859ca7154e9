#!/usr/bin/env node
// `npm run budget`: first-load JavaScript of the public pages against the limits in
// budget.json (docs/performance.md, "JavaScript budget"). Builds nothing: it serves the
// existing production build with a throw-away database, measures, and exits 1 when a page is
// over its budget or ships a library that must load later.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import vm from "node:vm";
import { gzipSync } from "node:zlib";

const root = process.cwd();
const budget = JSON.parse(readFileSync(path.join(root, "budget.json"), "utf8"));
const manifestPath = path.join(root, ".next", "build-manifest.json");
if (!existsSync(path.join(root, ".next", "BUILD_ID")) || !existsSync(manifestPath)) {
  console.error("No production build: run `npm run build` first.");
  process.exit(1);
}
const frameworkFiles = findFrameworkChunks();

/**
 * React and the Next runtime: the root chunks every App Router page boots from, plus the chunks
 * that hold nothing but Next's own client components (layout router, boundaries), as the
 * pages' client reference manifests list them.
 */
function findFrameworkChunks() {
  const chunks = new Set(JSON.parse(readFileSync(manifestPath, "utf8")).rootMainFiles);
  const owners = new Map();
  const manifests = readdirSync(path.join(root, ".next", "server", "app"), { recursive: true })
    .filter((file) => String(file).endsWith("_client-reference-manifest.js"));
  for (const file of manifests) {
    const context = vm.createContext({});
    vm.runInContext(readFileSync(path.join(root, ".next", "server", "app", String(file)), "utf8"), context);
    for (const manifest of Object.values(context.__RSC_MANIFEST)) {
      for (const [id, entry] of Object.entries(manifest.clientModules)) {
        for (const chunk of entry.chunks) {
          const key = chunk.replace(/^\/_next\//, "");
          owners.set(key, [...(owners.get(key) ?? []), id]);
        }
      }
    }
  }
  const nextOnly = (id) => /^\[project\]\/node_modules\/(next|react|react-dom)\//.test(id);
  for (const [chunk, ids] of owners) if (ids.every(nextOnly)) chunks.add(chunk);
  return chunks;
}

/**
 * The limits of one page: `limits[page]`, else `limits.default`. Until a page reaches `target`
 * its limits are a ratchet — the figures it reached plus 3 KiB, rounded up, never above the
 * target where it is already met — so any growth fails; lower them as pages get lighter.
 */
function limitsFor(page) {
  return { ...budget.limits.default, ...budget.limits[page] };
}

const port = Number(process.argv[2] ?? 3204);
const base = `http://127.0.0.1:${port}`;
const kib = (bytes) => bytes / 1024;
const fmt = (bytes) => kib(bytes).toFixed(1);

/** The scripts a modern browser fetches on first load (`nomodule` ones it skips). */
function scriptSources(html) {
  const tags = html.match(/<script\b[^>]*\bsrc="[^"]+"[^>]*>/g) ?? [];
  return [
    ...new Set(
      tags.filter((tag) => !/\bnomodule\b/i.test(tag)).map((tag) => tag.match(/\bsrc="([^"]+)"/)[1]),
    ),
  ];
}

const scripts = new Map();
async function script(src) {
  if (!scripts.has(src)) {
    const response = await fetch(new URL(src, base));
    if (!response.ok) throw new Error(`${src}: HTTP ${response.status}`);
    const body = Buffer.from(await response.arrayBuffer());
    scripts.set(src, { gzip: gzipSync(body).length, text: body.toString("utf8") });
  }
  return scripts.get(src);
}

async function measure(page) {
  const response = await fetch(`${base}${page}`, { headers: { cookie: budget.cookie } });
  if (response.status !== 200) throw new Error(`${page}: HTTP ${response.status}`);
  let total = 0;
  let framework = 0;
  const libraries = new Set();
  for (const src of scriptSources(await response.text())) {
    const { gzip, text } = await script(src);
    total += gzip;
    if (frameworkFiles.has(new URL(src, base).pathname.replace(/^\/_next\//, ""))) framework += gzip;
    for (const [name, signature] of Object.entries(budget.laterLibraries)) {
      if (text.includes(signature)) libraries.add(name);
    }
  }
  return { total, framework, beyond: total - framework, libraries: [...libraries] };
}

async function waitForApp(child) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the app exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error("the app did not answer in time");
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), "platewise-budget-"));
const child = spawn(process.execPath, ["scripts/start.mjs"], {
  stdio: ["ignore", "ignore", "inherit"],
  env: {
    ...process.env,
    SKIP_BUILD: "1",
    PORT: String(port),
    DATA_DIR: dataDir,
    SECRETS_FILE: path.join(dataDir, "secrets.json"),
    DATABASE_URL: "",
    LOG_LEVEL: "error",
    NEXT_TELEMETRY_DISABLED: "1",
  },
});

let failed = false;
try {
  await waitForApp(child);
  console.log("| page | first-load JS (KiB gzip) | React + Next | beyond | loaded too early | verdict |");
  console.log("|---|---|---|---|---|---|");
  for (const page of budget.pages) {
    const size = await measure(page);
    const limit = limitsFor(page);
    const early = size.libraries.filter((name) => !(budget.allowedEarly[name] ?? []).includes(page));
    const problems = [
      kib(size.total) > limit.firstLoadKiB && `over ${limit.firstLoadKiB} KiB`,
      kib(size.beyond) > limit.beyondFrameworkKiB && `beyond React + Next over ${limit.beyondFrameworkKiB} KiB`,
      early.length > 0 && `loads ${early.join(", ")} eagerly`,
    ].filter(Boolean);
    failed ||= problems.length > 0;
    console.log(
      `| ${page} | ${fmt(size.total)} | ${fmt(size.framework)} | ${fmt(size.beyond)} | ${early.join(", ") || "–"} | ${problems.join("; ") || "ok"} |`,
    );
  }
  console.log(
    `\nTarget: ≤ ${budget.target.firstLoadKiB} KiB per page, ≤ ${budget.target.beyondFrameworkKiB} KiB beyond React and the Next runtime.`,
  );
  for (const page of budget.pages) {
    const limit = limitsFor(page);
    if (limit.firstLoadKiB > budget.target.firstLoadKiB || limit.beyondFrameworkKiB > budget.target.beyondFrameworkKiB) {
      console.log(`Ratchet (budget.json "limits"): ${page} ≤ ${limit.firstLoadKiB} KiB, ≤ ${limit.beyondFrameworkKiB} KiB beyond.`);
    }
  }
  if (failed) console.error("\nJavaScript budget exceeded (docs/performance.md, \"JavaScript budget\").");
} catch (error) {
  failed = true;
  console.error(error instanceof Error ? error.message : String(error));
} finally {
  await new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once("exit", resolve);
    child.kill("SIGTERM");
  });
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
