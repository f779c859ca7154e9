/** Any failure to read or evaluate an expression. Never leaves the condition engine. */
export class ConditionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ConditionError";
  }
}

/** Developer-facing log sink; the engine calls it once per failing expression. */
export type ConditionLogger = (
  message: string,
  details: { expression: string; error: string },
) => void;
