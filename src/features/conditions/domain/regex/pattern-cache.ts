import { BoundedCache } from "../bounded-cache";
import { ConditionError } from "../condition-error";
import { conditionLimits } from "../limits";
import { compileProgram } from "./compile-program";
import { parseRegex } from "./parse-regex";
import type { RegexNode } from "./regex-ast";
import { runMachine, toMachine, type Machine } from "./run-program";

type CompiledPattern =
  | { engine: "native"; regex: RegExp }
  | { engine: "breadth-first"; machine: Machine }
  | { engine: "invalid"; message: string };

const cache = new BoundedCache<CompiledPattern>(conditionLimits.patternCacheSize);

/**
 * Does `pattern` match anywhere in `text`? Patterns are compiled once and cached. Patterns
 * that cannot backtrack (no `|` and no repeats, or `^` plus one repeat of a single character
 * class) run on the built-in engine; everything else runs on the breadth-first matcher,
 * whose work is bounded by program size × text length (capped by `maxMatchWork`).
 */
export function testPattern(pattern: string, text: string): boolean {
  const compiled = compilePattern(pattern);
  switch (compiled.engine) {
    case "native":
      return compiled.regex.test(text);
    case "breadth-first":
      if (compiled.machine.ops.length * text.length > conditionLimits.maxMatchWork) {
        throw new ConditionError(`text too long for this pattern (${text.length} characters)`);
      }
      return runMachine(compiled.machine, text);
    default:
      throw new ConditionError(compiled.message);
  }
}

export function compilePattern(pattern: string): CompiledPattern {
  const cached = cache.get(pattern);
  if (cached) return cached;
  let compiled: CompiledPattern;
  try {
    const node = parseRegex(pattern);
    const program = compileProgram(node);
    compiled = cannotBacktrack(node)
      ? { engine: "native", regex: new RegExp(pattern, "u") }
      : { engine: "breadth-first", machine: toMachine(program) };
  } catch (error) {
    compiled = {
      engine: "invalid",
      message: error instanceof Error ? error.message : String(error),
    };
  }
  cache.set(pattern, compiled);
  return compiled;
}

/**
 * True when the built-in engine cannot explode on this pattern: it has no open-ended choice
 * except, when anchored with a leading `^`, one repeat of a single character (class). Fixed
 * counts like `\d{4}` and alternations of plain words none of which is a prefix of another
 * (`(spring|summer)`) leave at most one way to match at each position.
 */
function cannotBacktrack(node: RegexNode): boolean {
  const items = node.kind === "concat" ? node.items : [node];
  const open = items.filter((item) => item.kind === "repeat" && item.min !== item.max);
  const rest = items.filter((item) => !open.includes(item));
  if (!rest.every(isDeterministic)) return false;
  if (open.length === 0) return true;
  const first = items[0];
  const single = open[0];
  return (
    open.length === 1 &&
    first?.kind === "assert" &&
    first.assertion === "start" &&
    single?.kind === "repeat" &&
    isSingleCharacter(single.body)
  );
}

function isDeterministic(node: RegexNode): boolean {
  switch (node.kind) {
    case "empty":
    case "char":
    case "class":
    case "any":
    case "assert":
      return true;
    case "concat":
      return node.items.every(isDeterministic);
    case "group":
      return isDeterministic(node.body);
    case "repeat":
      return node.min === node.max && isSingleCharacter(node.body);
    case "alternation": {
      const words = node.items.map(literalText);
      if (words.some((word) => word === null || word === "")) return false;
      return words.every((word, i) =>
        words.every((other, j) => i === j || !(other as string).startsWith(word as string)),
      );
    }
  }
}

function isSingleCharacter(node: RegexNode): boolean {
  return node.kind === "char" || node.kind === "class" || node.kind === "any";
}

/** The text a branch of plain characters matches, or null when it is not plain. */
function literalText(node: RegexNode): string | null {
  if (node.kind === "char") return String.fromCodePoint(node.codePoint);
  if (node.kind === "group") return literalText(node.body);
  if (node.kind !== "concat") return null;
  let text = "";
  for (const item of node.items) {
    if (item.kind !== "char") return null;
    text += String.fromCodePoint(item.codePoint);
  }
  return text;
}
