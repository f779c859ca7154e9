import { ConditionError } from "./condition-error";
import { conditionLimits } from "./limits";
import type { Token } from "./tokenize";

/** Reading position over the tokens, with the small accept/expect helpers the parser uses. */
export class TokenCursor {
  protected index = 0;
  private depth = 0;

  constructor(private readonly tokens: Token[]) {}

  protected nested<T>(read: () => T): T {
    if (++this.depth > conditionLimits.maxNestingDepth) {
      throw new ConditionError(
        `expression nested deeper than ${conditionLimits.maxNestingDepth} levels`,
      );
    }
    try {
      return read();
    } finally {
      this.depth--;
    }
  }

  protected peek(ahead = 0): Token {
    return this.tokens[Math.min(this.index + ahead, this.tokens.length - 1)] as Token;
  }

  protected acceptWord(lower: string): boolean {
    const token = this.peek();
    if (token.kind === "word" && token.lower === lower) {
      this.index++;
      return true;
    }
    return false;
  }

  protected acceptPunct(text: string): boolean {
    const token = this.peek();
    if (token.kind === "punct" && token.text === text) {
      this.index++;
      return true;
    }
    return false;
  }

  protected acceptAnyPunct<T extends string>(...texts: T[]): T | undefined {
    const token = this.peek();
    if (token.kind === "punct" && (texts as string[]).includes(token.text)) {
      this.index++;
      return token.text as T;
    }
    return undefined;
  }

  protected expectPunct(text: string): void {
    if (!this.acceptPunct(text)) {
      const token = this.peek();
      throw new ConditionError(`expected "${text}" at ${token.at}, found ${describe(token)}`);
    }
  }

  protected unexpected(token: Token): ConditionError {
    return new ConditionError(`unexpected ${describe(token)} at ${token.at}`);
  }
}

function describe(token: Token): string {
  switch (token.kind) {
    case "end":
      return "end of expression";
    case "number":
      return `number ${token.value}`;
    case "string":
      return "string";
    case "word":
      return `"${token.text}"`;
    case "punct":
      return `"${token.text}"`;
  }
}
