import "server-only";
import { mgmtPlainStrings } from "@/i18n/mgmt-messages";

/** The placeholders the editor's labels use; the browser fills them in (`fill`, editor-api.ts). */
const placeholders = ["head", "published", "version", "step", "count", "locale", "field", "values", "fallback", "items", "minutes", "time", "protocol"] as const;

/** A group of the funnel editor's labels as plain text for its client components. */
export function editorLabels(group: "create" | "editor"): Record<string, string> {
  return mgmtPlainStrings(`funnelAdmin.${group}`, placeholders);
}
