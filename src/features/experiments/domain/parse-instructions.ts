import { logExperimentProblem } from "./experiment-log";
import { isInstructionKey, type Instructions } from "./instruction-keys";

export const INSTRUCTION_PARSE_FAILURE = "Failed to parse object by SEL";

const andSeparator = /\s+and\s+/iy;
const numericText = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?$/;

/**
 * Reads a group's instructionCondition — equality clauses joined by `and`, e.g.
 * `price_package == "pp_12" and final_page == 'v2'` — into instruction values:
 * `true`/`false` → booleans, `null` → null, numeric text → number, text in [brackets] or
 * {braces} → JSON (single quotes turned to double), anything else stays text. Surrounding
 * quotes are removed first. Only the listed instruction keys are kept; a clause that cannot
 * be read logs "Failed to parse object by SEL" and yields nothing.
 */
export function parseInstructions(text: string): Record<string, unknown> {
  const { instructions, problems } = readInstructions(text);
  for (const clause of problems) logExperimentProblem(INSTRUCTION_PARSE_FAILURE, { clause });
  return instructions;
}

/** The same reading without logging: the values and the clauses that could not be read. */
export function readInstructions(text: string): { instructions: Instructions; problems: string[] } {
  const instructions: Instructions = {};
  const problems: string[] = [];
  if (typeof text !== "string") return { instructions, problems };
  for (const clause of splitClauses(text)) {
    if (clause.trim() === "") continue;
    const separator = findOutside(clause, "==");
    if (separator < 0) {
      problems.push(clause.trim());
      continue;
    }
    const key = unquote(clause.slice(0, separator).trim());
    if (!isInstructionKey(key)) continue;
    const parsed = readValue(clause.slice(separator + 2).trim());
    if (!parsed.ok) {
      problems.push(clause.trim());
      continue;
    }
    instructions[key] = parsed.value;
  }
  return { instructions, problems };
}

function readValue(raw: string): { ok: true; value: unknown } | { ok: false } {
  if (raw === "") return { ok: false };
  const quoted =
    raw.length >= 2 && (raw[0] === "'" || raw[0] === '"') && raw[raw.length - 1] === raw[0];
  const value = quoted ? raw.slice(1, -1) : raw;
  if (value === "true") return { ok: true, value: true };
  if (value === "false") return { ok: true, value: false };
  if (value === "null") return { ok: true, value: null };
  if (numericText.test(value)) return { ok: true, value: Number(value) };
  const trimmed = value.trim();
  if (
    (trimmed.startsWith("[") && trimmed.endsWith("]")) ||
    (trimmed.startsWith("{") && trimmed.endsWith("}"))
  ) {
    try {
      return { ok: true, value: JSON.parse(trimmed.replace(/'/g, '"')) as unknown };
    } catch {
      return { ok: false };
    }
  }
  if (!quoted && /^['"]|['"]$/.test(value)) return { ok: false };
  return { ok: true, value };
}

/** Splits at `and` / `&&` outside quotes and brackets. */
function splitClauses(text: string): string[] {
  const clauses: string[] = [];
  let start = 0;
  let depth = 0;
  let quote: string | null = null;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if (quote) {
      if (ch === "\\") i++;
      else if (ch === quote) quote = null;
      continue;
    }
    if (ch === "'" || ch === '"') quote = ch;
    else if (ch === "[" || ch === "{" || ch === "(") depth++;
    else if (ch === "]" || ch === "}" || ch === ")") depth = Math.max(0, depth - 1);
    else if (depth === 0) {
      andSeparator.lastIndex = i;
      const separator = andSeparator.exec(text)?.[0] ?? (text.startsWith("&&", i) ? "&&" : "");
      if (separator) {
        clauses.push(text.slice(start, i));
        i += separator.length - 1;
        start = i + 1;
      }
    }
  }
  clauses.push(text.slice(start));
  return clauses;
}

/** Index of `needle` outside quotes, or -1. */
function findOutside(text: string, needle: string): number {
  let quote: string | null = null;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if (quote) {
      if (ch === quote) quote = null;
      continue;
    }
    if (ch === "'" || ch === '"') quote = ch;
    else if (text.startsWith(needle, i)) return i;
  }
  return -1;
}

function unquote(text: string): string {
  const quoted =
    text.length >= 2 && (text[0] === "'" || text[0] === '"') && text[text.length - 1] === text[0];
  return quoted ? text.slice(1, -1) : text;
}
