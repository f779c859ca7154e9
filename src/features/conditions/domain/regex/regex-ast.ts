/** Parsed regular expression (the supported subset of JavaScript `u`-mode syntax). */
export type RegexNode =
  | { kind: "empty" }
  | { kind: "char"; codePoint: number }
  | { kind: "any" }
  /** `ranges` holds inclusive [from, to] code-point pairs, flattened. */
  | { kind: "class"; ranges: number[]; negated: boolean }
  | { kind: "assert"; assertion: "start" | "end" | "word-boundary" | "not-word-boundary" }
  | { kind: "concat"; items: RegexNode[] }
  | { kind: "alternation"; items: RegexNode[] }
  | { kind: "group"; body: RegexNode }
  | { kind: "repeat"; body: RegexNode; min: number; max: number };
