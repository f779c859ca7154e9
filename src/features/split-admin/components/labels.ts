/** The editor's strings (messages/mgmt/en.json, `splitAdmin.ui`), as plain text. */
export type SplitLabels = Record<string, string>;

/** A message under the buttons after an action. */
export type Notice = { text: string; ok: boolean } | null;

/** Fills `{name}` placeholders. */
export function fill(template: string | undefined, values: Record<string, string | number>): string {
  return (template ?? "").replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

type Answer = { saved: true; version: number; name: string } | { saved: false; code: string; message: string };
export type SplitActionResult = { ok: true; data: Answer } | { ok: false; staffError?: string; formError?: string; fieldErrors?: unknown };

/** Turns a split action's result into the message shown to staff, and the new version if any. */
export function describeAnswer(result: SplitActionResult, success: string, labels: SplitLabels): { message: string; ok: boolean; version?: number } {
  if (!result.ok) {
    if (result.staffError === "signedOut") return { message: labels.signedOut ?? "", ok: false };
    if (result.staffError === "forbidden") return { message: labels.forbidden ?? "", ok: false };
    return { message: labels.failed ?? "", ok: false };
  }
  if (!result.data.saved) return { message: fill(labels.refused, { message: result.data.message }), ok: false };
  return { message: fill(success, { version: result.data.version }), ok: true, version: result.data.version };
}
