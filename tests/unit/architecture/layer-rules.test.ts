import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: process.cwd() });

async function lint(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

describe("layer rules", () => {
  it.each([
    ['import { useState } from "react";\nexport const x = useState;', "react"],
    ['import { cookies } from "next/headers";\nexport const x = cookies;', "next/*"],
    ['import { sql } from "drizzle-orm";\nexport const x = sql;', "drizzle-orm"],
    ['import { getDb } from "@/server/db/client";\nexport const x = getDb;', "@/server"],
  ])("a domain file importing %s fails lint", async (code, what) => {
    const messages = await lint(code, "src/features/probe/domain/probe.ts");
    expect(messages.some((m) => m.startsWith("no-restricted-imports")), what).toBe(true);
  });

  it("a domain file importing zod and @/lib passes", async () => {
    const messages = await lint('import { z } from "zod";\nimport { cn } from "@/lib/cn";\nexport const x = [z, cn];\n', "src/features/probe/domain/probe.ts");
    expect(messages).toEqual([]);
  });

  it("components may not import server code", async () => {
    const messages = await lint('import { getDb } from "@/server/db/client";\nexport const x = getDb;\n', "src/features/probe/components/probe.tsx");
    expect(messages.some((m) => m.startsWith("no-restricted-imports"))).toBe(true);
  });

  it("process.env is read only in src/env.ts", async () => {
    const messages = await lint("export const x = process.env.FOO;\n", "src/features/probe/server/probe.ts");
    expect(messages.some((m) => m.startsWith("no-restricted-properties"))).toBe(true);
  });
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(tsx?|css)$/.test(entry) ? [full] : [];
  });
}

describe("right-to-left safety", () => {
  it("uses only logical Tailwind properties (no ml-/mr-/pl-/pr-/left-/right-/text-left...)", () => {
    const physical = /(?<![\w-])(?:-?m[lr]|p[lr]|left|right|border-[lr]|rounded-[lr]|rounded-[tb][lr]|text-(?:left|right)|float-(?:left|right)|scroll-m[lr]|scroll-p[lr])-[\w[]/;
    const offenders = sourceFiles("src").flatMap((file) =>
      readFileSync(file, "utf8")
        .split("\n")
        .filter((line) => /className|class=|cva\(|"[a-z-]+ /.test(line) && physical.test(line))
        .map((line) => `${file}: ${line.trim()}`),
    );
    expect(offenders).toEqual([]);
  });
});
