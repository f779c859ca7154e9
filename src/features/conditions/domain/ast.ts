/** The parsed form of an expression. */
export type CompareOperator =
  | "=="
  | "!="
  | "<"
  | "<="
  | ">"
  | ">="
  | "in"
  | "contains"
  | "starts with"
  | "ends with"
  | "matches"
  | "like";

export type ArithmeticOperator = "+" | "-" | "*" | "/" | "%";

export type Node =
  | { type: "literal"; value: string | number | boolean | null }
  | { type: "list"; items: Node[] }
  | { type: "identifier"; name: string }
  | { type: "member"; object: Node; key: Node }
  | { type: "call"; object: Node; method: string; args: Node[] }
  | { type: "negate"; operand: Node }
  | { type: "not"; operand: Node }
  | { type: "arithmetic"; operator: ArithmeticOperator; left: Node; right: Node }
  | { type: "compare"; operator: CompareOperator; negated: boolean; left: Node; right: Node }
  | { type: "between"; negated: boolean; value: Node; low: Node; high: Node }
  | { type: "and"; items: Node[] }
  | { type: "or"; items: Node[] }
  | { type: "ternary"; test: Node; then: Node; otherwise: Node };
