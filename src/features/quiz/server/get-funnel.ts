import "server-only";
import { demoFunnels } from "@/features/quiz/data/demo-funnels";
import type { FunnelDefinition } from "@/features/quiz/domain/funnel-definition";
import type { Db } from "@/server/db/db-type";
import { logger } from "@/server/log/logger";
import { loadPublishedFunnel, type StoredFunnel } from "./funnel-store";

/** How long an instance keeps a funnel before reading it again (published versions are immutable). */
const cacheMs = 30_000;
/**
 * Kept on `globalThis`: the proxy and the pages are bundled apart, each with its own copy of
 * this module, and a publish must clear the copy the proxy reads too (its prerendered first
 * steps are chosen by the funnel's version).
 */
const cacheKey = Symbol.for("platewise.quiz.funnel-cache");
const cache: Map<string, { value: StoredFunnel | null; expires: number }> = ((globalThis as Record<symbol, unknown>)[cacheKey] ??=
  new Map()) as Map<string, { value: StoredFunnel | null; expires: number }>;

const bundled = new Map<string, FunnelDefinition>();
for (const definition of demoFunnels) {
  bundled.set(definition.name, definition);
  for (const alias of definition.aliases) bundled.set(alias, definition);
}

/**
 * The funnel a slug (name or alias) opens: the published version in the database, else the
 * bundled demo definition of that name (version 0), else null. Cached per instance.
 */
export async function getFunnel(db: Db, slug: string, now = Date.now()): Promise<StoredFunnel | null> {
  const hit = cache.get(slug);
  if (hit && hit.expires > now) return hit.value;
  let value: StoredFunnel | null = null;
  try {
    value = await loadPublishedFunnel(db, slug);
  } catch (error) {
    logger.error("quiz funnel load failed", { slug, error: String(error) });
  }
  value ??= bundled.has(slug) ? { definition: bundled.get(slug)!, version: 0 } : null;
  if (cache.size > 500) cache.clear();
  cache.set(slug, { value, expires: now + cacheMs });
  return value;
}

/** Forgets cached funnels (after a publish on this instance). */
export function clearFunnelCache(): void {
  cache.clear();
}

export const defaultFunnelName = "fasting-mix-2968";
