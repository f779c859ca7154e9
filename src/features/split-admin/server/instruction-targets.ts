import "server-only";
import { eq } from "drizzle-orm";
import type { InstructionChoices } from "@/features/split-admin/domain/instruction-targets";
import type { Db } from "@/server/db/db-type";
import { finalPages, pricePackageSets } from "@/server/db/schema/final-pages";

/** The package sets and published final pages a split's instructions may name, for the editor's lists. */
export async function loadInstructionChoices(db: Db): Promise<InstructionChoices> {
  const [sets, pages] = await Promise.all([
    db.select().from(pricePackageSets).orderBy(pricePackageSets.id),
    db.selectDistinct({ slug: finalPages.slug }).from(finalPages).where(eq(finalPages.status, "published")).orderBy(finalPages.slug),
  ]);
  return {
    price_package: sets.map((set) => ({ value: set.id, label: `${set.id}: ${set.packageIds.join(", ")}${set.discount ? " (discount)" : ""}` })),
    final_page: pages.map((page) => ({ value: page.slug, label: page.slug })),
  };
}
