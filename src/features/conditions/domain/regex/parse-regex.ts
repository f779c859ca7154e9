import { ConditionError } from "../condition-error";
import { conditionLimits } from "../limits";
import {
  complementRanges,
  digitRanges,
  normaliseRanges,
  spaceRanges,
  wordRanges,
} from "./char-sets";
import type { RegexNode } from "./regex-ast";

/**
 * Parses the supported pattern subset: literals, `.`, classes `[a-z]`/`[^…]`, `\d \w \s`
 * (and negations), `\b \B ^ $`, groups `( )`/`(?: )`, `|`, and the quantifiers
 * `* + ? {n} {n,} {n,m}` (optionally lazy). Everything accepted is valid JavaScript
 * `u`-mode syntax with the same meaning. Back-references and look-arounds are refused.
 */
export function parseRegex(pattern: string): RegexNode {
  if (pattern.length > conditionLimits.maxPatternLength) {
    throw new ConditionError(`pattern longer than ${conditionLimits.maxPatternLength} characters`);
  }
  const reader = new RegexReader(Array.from(pattern, (ch) => ch.codePointAt(0) as number));
  const node = reader.alternation(0);
  if (!reader.done()) throw new ConditionError(`unmatched ")" in pattern`);
  return node;
}

const syntaxChars = new Set(Array.from("^$\\.*+?()[]{}|/", (ch) => ch.codePointAt(0) as number));
const cp = (ch: string) => ch.codePointAt(0) as number;

class RegexReader {
  private index = 0;

  constructor(private readonly chars: number[]) {}

  done(): boolean {
    return this.index >= this.chars.length;
  }

  alternation(depth: number): RegexNode {
    if (depth > 20) throw new ConditionError("pattern nested too deeply");
    const items = [this.sequence(depth)];
    while (this.peek() === cp("|")) {
      this.index++;
      items.push(this.sequence(depth));
    }
    return items.length === 1 ? (items[0] as RegexNode) : { kind: "alternation", items };
  }

  private sequence(depth: number): RegexNode {
    const items: RegexNode[] = [];
    while (!this.done() && this.peek() !== cp("|") && this.peek() !== cp(")")) {
      const atom = this.atom(depth);
      items.push(this.quantified(atom));
    }
    if (items.length === 0) return { kind: "empty" };
    return items.length === 1 ? (items[0] as RegexNode) : { kind: "concat", items };
  }

  private quantified(atom: RegexNode): RegexNode {
    const next = this.peek();
    let min: number;
    let max: number;
    if (next === cp("*")) [min, max] = [0, Infinity];
    else if (next === cp("+")) [min, max] = [1, Infinity];
    else if (next === cp("?")) [min, max] = [0, 1];
    else if (next === cp("{")) [min, max] = this.braces();
    else return atom;
    if (next !== cp("{")) this.index++;
    if (atom.kind === "assert") throw new ConditionError("nothing to repeat in pattern");
    if (this.peek() === cp("?")) this.index++; // lazy: same answer for a yes/no match
    const after = this.peek();
    if (after === cp("*") || after === cp("+") || after === cp("?") || after === cp("{")) {
      throw new ConditionError("nothing to repeat in pattern");
    }
    return { kind: "repeat", body: atom, min, max };
  }

  private braces(): [number, number] {
    const rest = String.fromCodePoint(...this.chars.slice(this.index, this.index + 16));
    const match = /^\{(\d+)(,(\d*))?\}/.exec(rest);
    if (!match) throw new ConditionError("incomplete quantifier in pattern");
    this.index += match[0].length;
    const min = Number(match[1]);
    const max = match[2] === undefined ? min : match[3] === "" ? Infinity : Number(match[3]);
    if (min > max) throw new ConditionError("numbers out of order in {} quantifier");
    if (min > conditionLimits.maxRepeat || (max !== Infinity && max > conditionLimits.maxRepeat)) {
      throw new ConditionError(`repeat count above ${conditionLimits.maxRepeat} in pattern`);
    }
    return [min, max];
  }

  private atom(depth: number): RegexNode {
    const ch = this.next();
    switch (String.fromCodePoint(ch)) {
      case "(": {
        if (this.peek() === cp("?")) {
          if (this.peek(1) !== cp(":"))
            throw new ConditionError("look-arounds and named groups are not supported");
          this.index += 2;
        }
        const body = this.alternation(depth + 1);
        if (this.next() !== cp(")")) throw new ConditionError(`unterminated group in pattern`);
        return { kind: "group", body };
      }
      case ".":
        return { kind: "any" };
      case "^":
        return { kind: "assert", assertion: "start" };
      case "$":
        return { kind: "assert", assertion: "end" };
      case "[":
        return this.characterClass();
      case "\\":
        return this.escape(false);
      case "*":
      case "+":
      case "?":
      case "{":
        throw new ConditionError("nothing to repeat in pattern");
      case "]":
      case "}":
        throw new ConditionError("lone bracket in pattern");
      default:
        return { kind: "char", codePoint: ch };
    }
  }

  private characterClass(): RegexNode {
    let negated = false;
    if (this.peek() === cp("^")) {
      negated = true;
      this.index++;
    }
    const ranges: number[] = [];
    while (this.peek() !== cp("]")) {
      if (this.done()) throw new ConditionError("unterminated [ ] in pattern");
      const low = this.classAtom();
      if (this.peek() === cp("-") && this.peek(1) !== cp("]") && this.peek(1) !== undefined) {
        this.index++;
        const high = this.classAtom();
        if (typeof low !== "number" || typeof high !== "number") {
          throw new ConditionError("invalid range in [ ] of pattern");
        }
        if (low > high) throw new ConditionError("range out of order in [ ] of pattern");
        ranges.push(low, high);
      } else if (typeof low === "number") ranges.push(low, low);
      else ranges.push(...low);
    }
    this.index++;
    return { kind: "class", ranges: normaliseRanges(ranges), negated };
  }

  /** A single code point, or the ranges of a class escape like `\d`. */
  private classAtom(): number | number[] {
    const ch = this.next();
    if (ch !== cp("\\")) return ch;
    if (this.peek() === cp("-")) {
      this.index++;
      return cp("-");
    }
    if (this.peek() === cp("b")) {
      this.index++;
      return 0x08;
    }
    const node = this.escape(true);
    if (node.kind === "char") return node.codePoint;
    if (node.kind === "class") return node.negated ? complementRanges(node.ranges) : node.ranges;
    throw new ConditionError("invalid escape in [ ] of pattern");
  }

  private escape(inClass: boolean): RegexNode {
    const ch = this.next();
    const letter = String.fromCodePoint(ch);
    const classes: Record<string, number[]> = { d: digitRanges, w: wordRanges, s: spaceRanges };
    const lower = letter.toLowerCase();
    if (lower in classes && (letter === lower || letter === lower.toUpperCase())) {
      return { kind: "class", ranges: classes[lower] as number[], negated: letter !== lower };
    }
    if (!inClass && letter === "b") return { kind: "assert", assertion: "word-boundary" };
    if (!inClass && letter === "B") return { kind: "assert", assertion: "not-word-boundary" };
    const controls: Record<string, number> = { n: 0x0a, r: 0x0d, t: 0x09, f: 0x0c, v: 0x0b };
    if (Object.hasOwn(controls, letter))
      return { kind: "char", codePoint: controls[letter] as number };
    if (letter === "0" && !isDigit(this.peek())) return { kind: "char", codePoint: 0 };
    if (letter === "x") return { kind: "char", codePoint: this.hex(2) };
    if (letter === "u") return { kind: "char", codePoint: this.unicodeEscape() };
    if (syntaxChars.has(ch)) return { kind: "char", codePoint: ch };
    throw new ConditionError(`unsupported escape \\${letter} in pattern`);
  }

  private unicodeEscape(): number {
    if (this.peek() === cp("{")) {
      this.index++;
      let digits = "";
      while (this.peek() !== cp("}")) {
        if (this.done() || digits.length >= 6)
          throw new ConditionError("bad \\u{} escape in pattern");
        digits += String.fromCodePoint(this.next());
      }
      this.index++;
      const value = /^[0-9a-fA-F]+$/.test(digits) ? parseInt(digits, 16) : NaN;
      if (!(value <= 0x10ffff)) throw new ConditionError("bad \\u{} escape in pattern");
      return value;
    }
    const high = this.hex(4);
    if (high >= 0xd800 && high <= 0xdbff && this.peek() === cp("\\") && this.peek(1) === cp("u")) {
      const saved = this.index;
      this.index += 2;
      const low = /^[0-9a-fA-F]{4}$/.test(this.lookahead(4)) ? this.hex(4) : -1;
      if (low >= 0xdc00 && low <= 0xdfff) return (high - 0xd800) * 0x400 + (low - 0xdc00) + 0x10000;
      this.index = saved;
    }
    return high;
  }

  private hex(length: number): number {
    const digits = this.lookahead(length);
    if (digits.length !== length || !/^[0-9a-fA-F]+$/.test(digits))
      throw new ConditionError("bad hex escape in pattern");
    this.index += length;
    return parseInt(digits, 16);
  }

  private lookahead(length: number): string {
    return String.fromCodePoint(...this.chars.slice(this.index, this.index + length));
  }

  private peek(ahead = 0): number | undefined {
    return this.chars[this.index + ahead];
  }

  private next(): number {
    const ch = this.chars[this.index++];
    if (ch === undefined) throw new ConditionError("pattern ends too early");
    return ch;
  }
}

function isDigit(ch: number | undefined): boolean {
  return ch !== undefined && ch >= 0x30 && ch <= 0x39;
}
