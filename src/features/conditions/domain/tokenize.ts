import { ConditionError } from "./condition-error";
import { conditionLimits } from "./limits";

export type Token =
  | { kind: "number"; value: number; at: number }
  | { kind: "string"; value: string; at: number }
  /** A bare word: identifier or keyword. `lower` is used for keyword matching. */
  | { kind: "word"; text: string; lower: string; at: number }
  | { kind: "punct"; text: string; at: number }
  | { kind: "end"; at: number };

const twoCharPunct = new Set(["==", "!=", "<=", ">=", "&&", "||", "~="]);
const oneCharPunct = new Set([
  "<",
  ">",
  "!",
  "+",
  "-",
  "*",
  "/",
  "%",
  "(",
  ")",
  "[",
  "]",
  ",",
  "?",
  ":",
  ".",
]);
const wordStart = /[\p{L}_$]/u;
const wordPart = /[\p{L}\p{N}\p{M}_$]/u;
const digit = /[0-9]/;
const space = /\s/u;

const simpleEscapes: Record<string, string> = {
  n: "\n",
  t: "\t",
  r: "\r",
  "0": "\0",
  "'": "'",
  '"': '"',
  "\\": "\\",
};

/** Splits an expression into tokens. Throws ConditionError on text it cannot read. */
export function tokenize(source: string): Token[] {
  if (source.length > conditionLimits.maxExpressionLength) {
    throw new ConditionError(
      `expression longer than ${conditionLimits.maxExpressionLength} characters`,
    );
  }
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    const ch = source[i] as string;
    if (space.test(ch)) {
      i++;
      continue;
    }
    if (digit.test(ch)) {
      i = readNumber(source, i, tokens);
      continue;
    }
    if (ch === "'" || ch === '"') {
      i = readString(source, i, tokens);
      continue;
    }
    const codePoint = String.fromCodePoint(source.codePointAt(i) as number);
    if (wordStart.test(codePoint)) {
      let end = i + codePoint.length;
      while (end < source.length) {
        const next = String.fromCodePoint(source.codePointAt(end) as number);
        if (!wordPart.test(next)) break;
        end += next.length;
      }
      const text = source.slice(i, end);
      tokens.push({ kind: "word", text, lower: text.toLowerCase(), at: i });
      i = end;
      continue;
    }
    const pair = source.slice(i, i + 2);
    if (twoCharPunct.has(pair)) {
      tokens.push({ kind: "punct", text: pair, at: i });
      i += 2;
      continue;
    }
    if (oneCharPunct.has(ch)) {
      tokens.push({ kind: "punct", text: ch, at: i });
      i++;
      continue;
    }
    if (ch === "=") throw new ConditionError(`single "=" at ${i}: compare with "=="`);
    throw new ConditionError(`unexpected character ${JSON.stringify(codePoint)} at ${i}`);
  }
  tokens.push({ kind: "end", at: source.length });
  return tokens;
}

function readNumber(source: string, start: number, tokens: Token[]): number {
  const match = /^[0-9]+(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/.exec(source.slice(start, start + 64));
  const text = match?.[0] ?? "";
  const end = start + text.length;
  const after = source[end];
  if (after !== undefined && wordStart.test(after)) {
    throw new ConditionError(`malformed number at ${start}`);
  }
  const value = Number(text);
  if (!Number.isFinite(value)) throw new ConditionError(`number out of range at ${start}`);
  tokens.push({ kind: "number", value, at: start });
  return end;
}

function readString(source: string, start: number, tokens: Token[]): number {
  const quote = source[start];
  let out = "";
  let i = start + 1;
  while (i < source.length) {
    const ch = source[i] as string;
    if (ch === quote) {
      tokens.push({ kind: "string", value: out, at: start });
      return i + 1;
    }
    if (ch !== "\\") {
      out += ch;
      i++;
      continue;
    }
    const next = source[i + 1];
    if (next === undefined) break;
    const simple = simpleEscapes[next];
    if (simple !== undefined) {
      out += simple;
      i += 2;
      continue;
    }
    if (next === "u") {
      const braced = /^u\{([0-9a-fA-F]{1,6})\}/.exec(source.slice(i + 1, i + 10));
      const plain = /^u([0-9a-fA-F]{4})/.exec(source.slice(i + 1, i + 6));
      const hex = braced?.[1] ?? plain?.[1];
      const code = hex === undefined ? NaN : parseInt(hex, 16);
      if (!(code <= 0x10ffff)) throw new ConditionError(`bad \\u escape at ${i}`);
      out += String.fromCodePoint(code);
      i += 1 + (braced?.[0].length ?? plain?.[0].length ?? 0);
      continue;
    }
    // Unknown escapes keep their backslash, so regex patterns like '\d+' read naturally.
    out += ch + next;
    i += 2;
  }
  throw new ConditionError(`unterminated string starting at ${start}`);
}
