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
    compiled = { engine: "invalid", message: error instanceof Error ? error.message : String(error) };
  }
  cache.set(pattern, compiled);
  return compiled;
}

/** True when the built-in engine has no choice points to explode on for this pattern. */
function cannotBacktrack(node: RegexNode): boolean {
  const items = node.kind === "concat" ? node.items : [node];
  const repeats = items.filter((item) => item.kind === "repeat");
  const flat = items.every((item) => {
    if (item.kind === "repeat") return ["char", "class", "any"].includes(item.body.kind);
    return ["char", "class", "any", "assert", "empty"].includes(item.kind);
  });
  if (!flat) return false;
  if (repeats.length === 0) return true;
  const first = items[0];
  return repeats.length === 1 && first?.kind === "assert" && first.assertion === "start";
}
