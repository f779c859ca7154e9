import "server-only";
import { mgmtPlainStrings } from "@/i18n/mgmt-messages";

/** The editor's strings as plain text for client components (placeholders kept). */
export function splitLabels(): Record<string, string> {
  return mgmtPlainStrings("splitAdmin.ui", ["error", "number", "total", "clauses", "version", "who", "when", "message", "count", "id", "url", "json", "value"]);
}
