/**
 * What the database benchmarks share (bench/dashboard.bench.ts, bench/split-results.bench.ts):
 * running in a child process with the server conditions, timing, a fresh database per engine,
 * and the one price package their orders refer to.
 */
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "@/server/db/db-type";

export type BenchDatabase = "PGlite" | "PostgreSQL";

/** Runs `file` again in a child with React's server conditions (server-only modules load there). */
export function runInChild(file: string, env: Record<string, string>, name: string): void {
  const child = spawnSync(process.execPath, ["--conditions=react-server", "--import", "tsx", file], {
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
  if (child.status !== 0) throw new Error(`the ${name} bench failed (${child.status})`);
}

export async function time<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await work();
  return { ms: performance.now() - started, value };
}

export async function median(work: () => Promise<unknown>, runs = 5): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push((await time(work)).ms);
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)]!;
}

/**
 * A migrated database of the kind asked for: PGlite in memory, or a throw-away schema on the
 * PostgreSQL of DATABASE_URL, dropped afterwards.
 */
export async function withBenchDatabase(kind: BenchDatabase, schemaPrefix: string, work: (db: Db) => Promise<void>): Promise<void> {
  const { createDatabase } = await import("@/server/db/create-database");
  const url = kind === "PostgreSQL" ? process.env.DATABASE_URL : undefined;
  const schema = url ? `${schemaPrefix}_${randomBytes(4).toString("hex")}` : undefined;
  const handle = await createDatabase(url ? { url, schema } : { dataDir: "memory://" });
  try {
    await handle.migrate();
    await work(handle.db);
  } finally {
    if (schema) await handle.db.execute(sql.raw(`drop schema if exists ${schema} cascade`)).catch(() => undefined);
    await handle.close();
  }
}

/** Measures on PGlite, then on PostgreSQL when DATABASE_URL is set. */
export async function measureBoth(measure: (kind: BenchDatabase) => Promise<void>): Promise<void> {
  await measure("PGlite");
  if (process.env.DATABASE_URL) await measure("PostgreSQL");
}

/** The 4-week plan `pp_bench` (EUR and USD) the seeded orders buy. */
export async function seedBenchPackage(db: Db): Promise<void> {
  const { pricePackageToColumns } = await import("@/features/billing/domain/price-package-columns");
  const { pricePackages } = await import("@/server/db/schema/pricing");
  await db.insert(pricePackages).values(
    pricePackageToColumns({
      id: "pp_bench",
      kind: "subscription",
      product: "meal_plan",
      period: { unit: "week", count: 4 },
      intro: { type: "intro_price", periods: 1 },
      amounts: { EUR: { regular: 3999, intro: 1999 }, USD: { regular: 3999, intro: 1999 } },
      mostPopular: true,
      displayOrder: 1,
    }),
  );
}
