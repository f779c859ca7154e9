import type { CompareOperator, Node } from "./ast";
import { ConditionError } from "./condition-error";
import { conditionLimits } from "./limits";
import { tokenize } from "./tokenize";
import { TokenCursor } from "./token-cursor";

/**
 * Recursive-descent parser. Precedence, lowest first:
 *   ternary `?:` → `or`/`||` → `and`/`&&` → `not`/`!` → comparison → `+ -` → `* / %`
 *   → unary `-`/`+`/`not`/`!` → member access, `[index]`, `.method()` → literals, names, `( )`.
 * Comparisons do not chain (`a < b < c` is an error: write `a < b and b < c`).
 */
export function parseExpression(source: string): Node {
  const parser = new Parser(tokenize(source));
  const node = parser.expression();
  parser.expectEnd();
  return node;
}

const keywords = new Set([
  "and",
  "or",
  "not",
  "in",
  "contains",
  "starts",
  "ends",
  "with",
  "between",
  "matches",
  "like",
  "true",
  "false",
  "null",
]);

class Parser extends TokenCursor {
  expectEnd(): void {
    const token = this.peek();
    if (token.kind !== "end") throw this.unexpected(token);
  }

  expression(): Node {
    return this.nested(() => {
      const test = this.or();
      if (!this.acceptPunct("?")) return test;
      const then = this.expression();
      this.expectPunct(":");
      const otherwise = this.expression();
      return { type: "ternary", test, then, otherwise };
    });
  }

  private or(): Node {
    const items = [this.and()];
    while (this.acceptWord("or") || this.acceptPunct("||")) items.push(this.and());
    return items.length === 1 ? (items[0] as Node) : { type: "or", items };
  }

  private and(): Node {
    const items = [this.not()];
    while (this.acceptWord("and") || this.acceptPunct("&&")) items.push(this.not());
    return items.length === 1 ? (items[0] as Node) : { type: "and", items };
  }

  private not(): Node {
    if (this.acceptWord("not") || this.acceptPunct("!")) {
      return this.nested(() => ({ type: "not", operand: this.not() }));
    }
    return this.comparison();
  }

  private comparison(): Node {
    const left = this.additive();
    const node = this.comparisonTail(left);
    if (node !== left && this.comparisonOperatorAhead()) {
      throw new ConditionError(
        `comparisons cannot be chained at ${this.peek().at}: join them with "and"`,
      );
    }
    return node;
  }

  private comparisonTail(left: Node): Node {
    const token = this.peek();
    if (token.kind === "punct") {
      const symbolic: Record<string, CompareOperator> = {
        "==": "==",
        "!=": "!=",
        "<": "<",
        "<=": "<=",
        ">": ">",
        ">=": ">=",
        "~=": "matches",
      };
      const operator = symbolic[token.text];
      if (!operator) return left;
      this.index++;
      return { type: "compare", operator, negated: false, left, right: this.additive() };
    }
    if (token.kind !== "word") return left;
    let negated = false;
    if (token.lower === "not") {
      const next = this.peek(1);
      if (
        next.kind !== "word" ||
        !["in", "contains", "starts", "ends", "between", "matches", "like"].includes(next.lower)
      ) {
        return left;
      }
      negated = true;
      this.index++;
    }
    const word = this.peek();
    if (word.kind !== "word") throw this.unexpected(word);
    switch (word.lower) {
      case "between": {
        this.index++;
        const low = this.additive();
        if (!this.acceptWord("and"))
          throw new ConditionError(`"between" needs "and" at ${this.peek().at}`);
        const high = this.additive();
        return { type: "between", negated, value: left, low, high };
      }
      case "starts":
      case "ends": {
        this.index++;
        if (!this.acceptWord("with"))
          throw new ConditionError(`"${word.lower}" needs "with" at ${this.peek().at}`);
        const operator: CompareOperator = word.lower === "starts" ? "starts with" : "ends with";
        return { type: "compare", operator, negated, left, right: this.additive() };
      }
      case "in":
      case "contains":
      case "matches":
      case "like": {
        this.index++;
        return { type: "compare", operator: word.lower, negated, left, right: this.additive() };
      }
      default:
        if (negated) throw this.unexpected(word);
        return left;
    }
  }

  private comparisonOperatorAhead(): boolean {
    const token = this.peek();
    if (token.kind === "punct")
      return ["==", "!=", "<", "<=", ">", ">=", "~="].includes(token.text);
    if (token.kind !== "word") return false;
    return (
      ["in", "contains", "starts", "ends", "between", "matches", "like"].includes(token.lower) ||
      (token.lower === "not" && this.peek(1).kind === "word")
    );
  }

  private additive(): Node {
    let left = this.multiplicative();
    for (;;) {
      const operator = this.acceptAnyPunct("+", "-");
      if (!operator) return left;
      left = { type: "arithmetic", operator, left, right: this.multiplicative() };
    }
  }

  private multiplicative(): Node {
    let left = this.unary();
    for (;;) {
      const operator = this.acceptAnyPunct("*", "/", "%");
      if (!operator) return left;
      left = { type: "arithmetic", operator, left, right: this.unary() };
    }
  }

  private unary(): Node {
    if (this.acceptPunct("-"))
      return this.nested(() => ({ type: "negate", operand: this.unary() }));
    if (this.acceptPunct("+")) {
      // `+x` reads x as a number, like `x * 1`.
      const operand = this.nested(() => this.unary());
      return {
        type: "arithmetic",
        operator: "*",
        left: operand,
        right: { type: "literal", value: 1 },
      };
    }
    if (this.acceptPunct("!") || this.acceptWord("not")) {
      return this.nested(() => ({ type: "not", operand: this.unary() }));
    }
    return this.postfix();
  }

  private postfix(): Node {
    let node = this.primary();
    for (;;) {
      if (this.acceptPunct(".")) {
        const name = this.peek();
        if (name.kind !== "word")
          throw new ConditionError(`expected a name after "." at ${name.at}`);
        this.index++;
        if (this.acceptPunct("(")) {
          node = { type: "call", object: node, method: name.text, args: this.listItems(")") };
        } else {
          node = { type: "member", object: node, key: { type: "literal", value: name.text } };
        }
        continue;
      }
      if (this.acceptPunct("[")) {
        const key = this.expression();
        this.expectPunct("]");
        node = { type: "member", object: node, key };
        continue;
      }
      return node;
    }
  }

  private primary(): Node {
    const token = this.peek();
    switch (token.kind) {
      case "number":
      case "string":
        this.index++;
        return { type: "literal", value: token.value };
      case "word": {
        this.index++;
        if (token.lower === "true") return { type: "literal", value: true };
        if (token.lower === "false") return { type: "literal", value: false };
        if (token.lower === "null") return { type: "literal", value: null };
        if (keywords.has(token.lower)) throw this.unexpected(token);
        return { type: "identifier", name: token.text };
      }
      case "punct":
        if (token.text === "(") {
          this.index++;
          const inner = this.expression();
          this.expectPunct(")");
          return inner;
        }
        if (token.text === "[") {
          this.index++;
          return this.nested(() => ({ type: "list", items: this.listItems("]") }));
        }
        throw this.unexpected(token);
      default:
        throw this.unexpected(token);
    }
  }

  /** Comma-separated expressions up to `close` (a trailing comma is allowed). */
  private listItems(close: string): Node[] {
    const items: Node[] = [];
    while (!this.acceptPunct(close)) {
      items.push(this.expression());
      if (items.length > conditionLimits.maxListLength) throw new ConditionError("list too long");
      if (!this.acceptPunct(",")) {
        this.expectPunct(close);
        break;
      }
    }
    return items;
  }
}
