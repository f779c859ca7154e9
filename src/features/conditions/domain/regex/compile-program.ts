import { ConditionError } from "../condition-error";
import { conditionLimits } from "../limits";
import type { RegexNode } from "./regex-ast";

export type Instruction =
  | { op: "char"; codePoint: number }
  | { op: "class"; ranges: number[]; negated: boolean }
  /** `.`: any code point except a line terminator. */
  | { op: "any" }
  | { op: "split"; first: number; second: number }
  | { op: "jump"; to: number }
  | { op: "assert"; assertion: "start" | "end" | "word-boundary" | "not-word-boundary" }
  | { op: "match" };

/** Compiles a parsed pattern into instructions for the breadth-first matcher. */
export function compileProgram(node: RegexNode): Instruction[] {
  const program: Instruction[] = [];
  emit(node, program);
  program.push({ op: "match" });
  return program;
}

function push(program: Instruction[], instruction: Instruction): number {
  if (program.length >= conditionLimits.maxProgramSize) {
    throw new ConditionError("pattern too large once repeats are expanded");
  }
  program.push(instruction);
  return program.length - 1;
}

function emit(node: RegexNode, program: Instruction[]): void {
  switch (node.kind) {
    case "empty":
      return;
    case "char":
      push(program, { op: "char", codePoint: node.codePoint });
      return;
    case "any":
      push(program, { op: "any" });
      return;
    case "class":
      push(program, { op: "class", ranges: node.ranges, negated: node.negated });
      return;
    case "assert":
      push(program, { op: "assert", assertion: node.assertion });
      return;
    case "group":
      emit(node.body, program);
      return;
    case "concat":
      for (const item of node.items) emit(item, program);
      return;
    case "alternation": {
      const jumps: number[] = [];
      node.items.forEach((item, index) => {
        if (index === node.items.length - 1) {
          emit(item, program);
          return;
        }
        const split = push(program, { op: "split", first: 0, second: 0 });
        emit(item, program);
        jumps.push(push(program, { op: "jump", to: 0 }));
        program[split] = { op: "split", first: split + 1, second: program.length };
      });
      for (const jump of jumps) program[jump] = { op: "jump", to: program.length };
      return;
    }
    case "repeat":
      emitRepeat(node.body, node.min, node.max, program);
      return;
  }
}

function emitRepeat(body: RegexNode, min: number, max: number, program: Instruction[]): void {
  for (let i = 0; i < min; i++) emit(body, program);
  if (max === Infinity) {
    const split = push(program, { op: "split", first: 0, second: 0 });
    emit(body, program);
    push(program, { op: "jump", to: split });
    program[split] = { op: "split", first: split + 1, second: program.length };
    return;
  }
  for (let i = min; i < max; i++) {
    const split = push(program, { op: "split", first: 0, second: 0 });
    emit(body, program);
    program[split] = { op: "split", first: split + 1, second: program.length };
  }
}
