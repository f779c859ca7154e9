import { inRanges, isWordCodePoint } from "./char-sets";
import type { Instruction } from "./compile-program";

const CHAR = 0;
const CLASS = 1;
const NOT_CLASS = 2;
const SPLIT = 3;
const JUMP = 4;
const MATCH = 5;
const START = 6;
const END = 7;
const WORD_BOUNDARY = 8;
const NOT_WORD_BOUNDARY = 9;

/** A program packed into typed arrays for the matcher's inner loop. */
export type Machine = { ops: Int32Array; first: Int32Array; second: Int32Array; classes: number[][] };

export function toMachine(program: Instruction[]): Machine {
  const ops = new Int32Array(program.length);
  const first = new Int32Array(program.length);
  const second = new Int32Array(program.length);
  const classes: number[][] = [];
  program.forEach((instruction, pc) => {
    switch (instruction.op) {
      case "char":
        ops[pc] = CHAR;
        first[pc] = instruction.codePoint;
        break;
      case "class":
        ops[pc] = instruction.negated ? NOT_CLASS : CLASS;
        first[pc] = classes.push(instruction.ranges) - 1;
        break;
      case "split":
        ops[pc] = SPLIT;
        first[pc] = instruction.first;
        second[pc] = instruction.second;
        break;
      case "jump":
        ops[pc] = JUMP;
        first[pc] = instruction.to;
        break;
      case "match":
        ops[pc] = MATCH;
        break;
      case "assert":
        ops[pc] = { start: START, end: END, "word-boundary": WORD_BOUNDARY, "not-word-boundary": NOT_WORD_BOUNDARY }[
          instruction.assertion
        ];
        break;
    }
  });
  return { ops, first, second, classes };
}

/**
 * Breadth-first (Pike) simulation: every program position is visited at most once per input
 * position, so the cost is bounded by program size × text length, whatever the pattern.
 * Answers whether the pattern matches anywhere in the text.
 */
export function runMachine(machine: Machine, text: string): boolean {
  const { ops, first, second, classes } = machine;
  const size = ops.length;
  const input = toCodePoints(text);
  const length = input.length;
  const marks = new Int32Array(size);
  let current = new Int32Array(size);
  let next = new Int32Array(size);
  const stack = new Int32Array(size * 2 + 2);

  /** Adds pc and everything reachable from it without consuming input; -1 on a match. */
  const addThread = (list: Int32Array, count: number, start: number, at: number, generation: number): number => {
    let top = 0;
    stack[top++] = start;
    while (top > 0) {
      const pc = stack[--top] as number;
      if (marks[pc] === generation) continue;
      marks[pc] = generation;
      switch (ops[pc]) {
        case MATCH:
          return -1;
        case JUMP:
          stack[top++] = first[pc] as number;
          break;
        case SPLIT:
          stack[top++] = second[pc] as number;
          stack[top++] = first[pc] as number;
          break;
        case START:
          if (at === 0) stack[top++] = pc + 1;
          break;
        case END:
          if (at === length) stack[top++] = pc + 1;
          break;
        case WORD_BOUNDARY:
          if (isWordCodePoint(input[at - 1]) !== isWordCodePoint(input[at])) stack[top++] = pc + 1;
          break;
        case NOT_WORD_BOUNDARY:
          if (isWordCodePoint(input[at - 1]) === isWordCodePoint(input[at])) stack[top++] = pc + 1;
          break;
        default:
          list[count++] = pc;
      }
    }
    return count;
  };

  let currentCount = 0;
  for (let at = 0; at <= length; at++) {
    const generation = at + 1;
    currentCount = addThread(current, currentCount, 0, at, generation);
    if (currentCount < 0) return true;
    if (at === length) break;
    const codePoint = input[at] as number;
    let nextCount = 0;
    for (let i = 0; i < currentCount; i++) {
      const pc = current[i] as number;
      const op = ops[pc];
      const consumes =
        op === CHAR
          ? first[pc] === codePoint
          : inRanges(classes[first[pc] as number] as number[], codePoint) === (op === CLASS);
      if (!consumes) continue;
      nextCount = addThread(next, nextCount, pc + 1, at + 1, generation + 1);
      if (nextCount < 0) return true;
    }
    const swap = current;
    current = next;
    next = swap;
    currentCount = nextCount;
  }
  return false;
}

function toCodePoints(text: string): Int32Array {
  const out = new Int32Array(text.length);
  let length = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      const low = text.charCodeAt(i + 1);
      if (low >= 0xdc00 && low <= 0xdfff) {
        out[length++] = (code - 0xd800) * 0x400 + (low - 0xdc00) + 0x10000;
        i++;
        continue;
      }
    }
    out[length++] = code;
  }
  return out.subarray(0, length);
}
