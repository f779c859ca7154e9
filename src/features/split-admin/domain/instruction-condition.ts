import { INSTRUCTION_KEYS, type InstructionKey } from "@/features/experiments/domain/instruction-keys";
import { readInstructions } from "@/features/experiments/domain/parse-instructions";
import { checkSitePath } from "@/features/site/domain/site-path-check";

/** How the editor asks for each instruction's value (docs/split-admin.md, "Instructions"). */
export type InstructionValueType = "text" | "number" | "boolean" | "list";

export const INSTRUCTION_VALUE_TYPES: Record<InstructionKey, InstructionValueType> = {
  final_page: "text",
  price_package: "text",
  quiz_page: "text",
  upsell_package: "text",
  thank_you_page: "text",
  upsell_page: "text",
  bundle_upsell_id: "text",
  web_cabinet_template: "text",
  otp_upsell_packages: "list",
  split_otp_transactions: "boolean",
  hide_otp: "boolean",
  low_conversion_segment: "boolean",
};

/** One row of the builder: a key and its value as typed (list: comma-separated ids). */
export type InstructionRow = { key: InstructionKey; value: string };

/** Why a row's value cannot be written for its key, or null. */
export function instructionRowProblem(row: InstructionRow): string | null {
  const type = INSTRUCTION_VALUE_TYPES[row.key];
  const value = row.value.trim();
  if (type === "boolean") return value === "true" || value === "false" ? null : `${row.key}: choose true or false.`;
  if (type === "number") return value !== "" && Number.isFinite(Number(value)) ? null : `${row.key}: enter a number.`;
  if (type === "list") {
    const items = listItems(value);
    if (items.length === 0) return `${row.key}: enter at least one id.`;
    return items.some((item) => /['"\\]/.test(item)) ? `${row.key}: ids cannot contain quotes or backslashes.` : null;
  }
  if (value === "") return `${row.key}: enter a value.`;
  if (/["\\]/.test(value)) return `${row.key}: the value cannot contain double quotes or backslashes.`;
  if (/^[[{]/.test(value)) return `${row.key}: a text value cannot start with [ or {.`;
  if (value === "true" || value === "false" || value === "null" || /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?$/.test(value))
    return `${row.key}: "${value}" would be read as a number, true/false or null, not as text.`;
  if (row.key === "quiz_page") {
    const checked = checkSitePath(value);
    if (!checked.ok) return `${row.key}: ${checked.message}`;
  }
  return null;
}

/** Every problem of the rows: bad values and keys used twice. */
export function instructionRowsProblems(rows: readonly InstructionRow[]): string[] {
  const problems = rows.map(instructionRowProblem).filter((problem): problem is string => problem !== null);
  const seen = new Set<string>();
  for (const row of rows) {
    if (seen.has(row.key)) problems.push(`${row.key} is set twice; keep one.`);
    seen.add(row.key);
  }
  return problems;
}

/** The instructionCondition text for the rows: `key == "text" and key == 12 and key == ["a"]`. */
export function buildInstructionCondition(rows: readonly InstructionRow[]): string {
  return rows.map((row) => `${row.key} == ${formatValue(row)}`).join(" and ");
}

function formatValue(row: InstructionRow): string {
  const type = INSTRUCTION_VALUE_TYPES[row.key];
  const value = row.value.trim();
  if (type === "boolean" || type === "number") return value;
  if (type === "list") return JSON.stringify(listItems(value));
  return `"${value}"`;
}

function listItems(value: string): string[] {
  return value
    .split(",")
    .map((item) => item.trim())
    .filter((item) => item !== "");
}

/**
 * Reads stored instructionCondition text back into builder rows. `dropped` lists what the
 * builder cannot show (unreadable clauses; keys the engine ignores are dropped by it anyway).
 */
export function readInstructionRows(text: string): { rows: InstructionRow[]; dropped: string[] } {
  const { instructions, problems } = readInstructions(text);
  const rows: InstructionRow[] = [];
  const dropped = [...problems];
  for (const key of INSTRUCTION_KEYS) {
    if (!Object.hasOwn(instructions, key)) continue;
    const value = instructions[key];
    const type = INSTRUCTION_VALUE_TYPES[key];
    if (type === "list" && Array.isArray(value) && value.every((item) => typeof item === "string" || typeof item === "number")) {
      rows.push({ key, value: value.join(", ") });
    } else if (typeof value === "boolean" || typeof value === "number" || typeof value === "string") {
      rows.push({ key, value: String(value) });
    } else {
      dropped.push(`${key} == ${JSON.stringify(value)}`);
    }
  }
  return { rows, dropped };
}
