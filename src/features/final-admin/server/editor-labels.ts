import "server-only";
import type { ChromeLabels } from "@/features/final-admin/domain/editor-labels";
import { mgmtPlainStrings } from "@/i18n/mgmt-messages";

/** The block editors' words for their client components (English only, ADR 0002), as plain text. */
export function editorLabels(): ChromeLabels {
  return mgmtPlainStrings("blockEditor", ["count", "locale", "key", "version", "locales"]) as ChromeLabels;
}
