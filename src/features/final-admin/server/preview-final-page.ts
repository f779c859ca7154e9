import "server-only";
import type { TimerBlock } from "@/features/final-page/domain/final-page";
import { finalPageContentSchema } from "@/features/final-page/domain/final-page-schema";
import { packageOffers } from "@/features/final-page/domain/package-offers";
import { offerCountdown } from "@/features/final-page/domain/offer-countdown";
import { loadOfferedPackages } from "@/features/final-page/server/load-offered-packages";
import { planBlockSource } from "@/features/final-page/server/plan-block-source";
import { loadSoldPrices } from "@/features/pricing/server/load-sold-prices";
import { summaryFigures, type SummaryFigures } from "@/features/quiz/domain/summary-figures";
import type { SampleVisitor } from "@/features/final-admin/domain/sample-visitor";
import type { Locale } from "@/i18n/locales";
import type { Db } from "@/server/db/db-type";
import { listPackageSets, readFinalPageVersion, readLiveFinalPage } from "./final-admin-store";

/** The preview's figures for a sample visitor (`sampleVisitor`: one per goal). */
export function sampleSummary(visitor: SampleVisitor, today: string): SummaryFigures {
  return summaryFigures({ ...visitor, sex: visitor.gender, today });
}

/**
 * One stored version rendered as a visitor would see it (docs/final-admin.md, "Preview"): the
 * full variant, a countdown starting now (as for a visitor just sent here by the quiz), the
 * page's own package set priced for `country` with its real reference prices. Null when
 * the version does not exist or is not a valid page. Version 0 is the live page of a slug the
 * editor has no history for. Reads only.
 */
export async function previewFinalPage(db: Db, input: { slug: string; version: number; country: string; locale: Locale; visitor: SampleVisitor }) {
  const now = Date.now();
  // Version 0: a page the editor never saved, previewed as the site serves it.
  const stored = input.version === 0 ? await readLiveFinalPage(db, input.slug) : await readFinalPageVersion(db, input.slug, input.version);
  const parsed = finalPageContentSchema.safeParse(stored);
  if (!parsed.success) return null;
  const content = parsed.data;
  const timerBlock = content.blocks.find((block): block is TimerBlock => block.type === "timer");
  const setId = content.blocks.find((block) => block.type === "packages")?.packageSetId;
  const sets = await listPackageSets(db);
  const set = sets.find((candidate) => candidate.id === setId) ?? null;
  const timer = timerBlock
    ? offerCountdown({
        anchor: now,
        now,
        durationMs: timerBlock.durationMinutes * 60_000,
        afterExpiry: timerBlock.afterExpiry,
        expiredSetExists: sets.some((candidate) => candidate.id === set?.expiredSetId),
      })
    : null;
  const [packages, sales] = set ? await Promise.all([loadOfferedPackages(db, set.packageIds), loadSoldPrices(db, set.packageIds, now)]) : [[], []];
  const today = new Date(now).toISOString().slice(0, 10);
  return {
    summary: sampleSummary(input.visitor, today),
    plan: content.blocks.some((block) => block.type === "plan") ? planBlockSource(db, { profile: input.visitor, today, locale: input.locale }) : null,
    page: { ...content, slug: input.slug, version: input.version },
    variant: "full" as const,
    blocks: content.blocks,
    timer,
    packages,
    offers: set ? packageOffers({ set, packages, country: input.country, sales, now }) : null,
  };
}
