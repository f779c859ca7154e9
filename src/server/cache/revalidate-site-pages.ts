import "server-only";
import { revalidatePath } from "next/cache";

/**
 * Drops every prerendered public page of this instance, so each is rendered again from the
 * database on its next request. Call it after saving what pages show: site settings (header,
 * legal values), published content, a published funnel. Other instances catch up within the
 * layout's revalidation time (docs/adr/0004-static-first-rendering.md).
 */
export function revalidateSitePages(): void {
  revalidatePath("/[locale]", "layout");
}
