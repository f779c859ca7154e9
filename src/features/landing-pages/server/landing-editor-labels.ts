import "server-only";
import { editorLabels } from "@/features/final-admin/server/editor-labels";
import { mgmtTranslator } from "@/i18n/mgmt-messages";

/** The landing page editor's words: the block editors' plus its own (`lpAdmin`). */
export function landingEditorLabels() {
  const t = mgmtTranslator("lpAdmin");
  return { ...editorLabels(), slug: t("slug"), slugHelp: t("slugHelp"), startTarget: t("startTarget"), create: t("create"), open: t("open"), seo: t("seo") };
}
