import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// zod weighs ≈ 31 KiB gzip: pulled into a client component it lands in every page's first load
// (docs/performance.md, "JavaScript budget"). This follows the static imports of every
// "use client" module — `import()` loads later and server actions are only references — and
// fails when one reaches zod, except on the pages allowed to validate in the browser.
const allowed = new Set(["src/features/contact/components/contact-form.tsx"]);
/** Builds its schema inside `getEnv()`, which client code never calls: the bundler drops zod. */
const treeShaken = new Set(["src/env.ts"]);

const files = readdirSync("src", { recursive: true })
  .map((file) => path.join("src", String(file)))
  .filter((file) => /\.tsx?$/.test(file));
const sources = new Map(files.map((file) => [file, readFileSync(file, "utf8")]));
const directive = (source: string, name: string) => new RegExp(`^\\s*["']use ${name}["']`).test(source);

function resolve(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith("@/")) base = path.join("src", specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.join(path.dirname(from), specifier);
  else return null;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")];
  return candidates.find((file) => sources.has(file) && existsSync(file)) ?? null;
}

/** Static value imports (`import type` and `export type` are erased by the compiler). */
function staticImports(source: string): string[] {
  const statements = source.matchAll(/^\s*(?:import|export)\s+(?!type\b)[^;]*?from\s+["']([^"']+)["']|^\s*import\s+["']([^"']+)["']/gm);
  return [...statements].map((match) => match[1] ?? match[2] ?? "");
}

function zodPaths(entry: string): string[] {
  const parents = new Map<string, string | null>([[entry, null]]);
  const queue = [entry];
  const found: string[] = [];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    if (treeShaken.has(file)) continue;
    for (const specifier of staticImports(sources.get(file) ?? "")) {
      if (specifier === "zod" || specifier.startsWith("zod/")) {
        const chain = [file];
        for (let parent = parents.get(file); parent; parent = parents.get(parent)) chain.unshift(parent);
        found.push(chain.join(" → "));
        continue;
      }
      const target = resolve(file, specifier);
      if (!target || parents.has(target) || directive(sources.get(target) ?? "", "server")) continue;
      parents.set(target, file);
      queue.push(target);
    }
  }
  return found;
}

describe("zod stays out of the browser's first load", () => {
  it("no client module reaches zod through its static imports", () => {
    const clients = files.filter((file) => directive(sources.get(file) ?? "", "client") && !allowed.has(file));
    expect(clients.length).toBeGreaterThan(10);
    expect(clients.flatMap(zodPaths)).toEqual([]);
  });

  it("the check sees a schema imported by a client module", () => {
    expect(zodPaths("src/features/contact/components/contact-form.tsx").length).toBeGreaterThan(0);
  });
});
