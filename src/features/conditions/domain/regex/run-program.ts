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
const ANY = 10;

/**
 * A program packed into typed arrays for the matcher's inner loop, with its work buffers
 * (reused between runs; matching is synchronous, so runs never overlap).
 */
export type Machine = {
  ops: Int32Array;
  first: Int32Array;
  second: Int32Array;
  classes: number[][];
  /** Every path from the start passes `^`: only position 0 can begin a match. */
  anchored: boolean;
  marks: Int32Array;
  current: Int32Array;
  next: Int32Array;
  stack: Int32Array;
};

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
      case "any":
        ops[pc] = ANY;
        break;
      case "assert":
        ops[pc] = {
          start: START,
          end: END,
          "word-boundary": WORD_BOUNDARY,
          "not-word-boundary": NOT_WORD_BOUNDARY,
        }[instruction.assertion];
        break;
    }
  });
  const size = program.length;
  return {
    ops,
    first,
    second,
    classes,
    anchored: isAnchored(ops, first, second),
    marks: new Int32Array(size),
    current: new Int32Array(size),
    next: new Int32Array(size),
    stack: new Int32Array(size * 2 + 2),
  };
}

function isAnchored(ops: Int32Array, first: Int32Array, second: Int32Array): boolean {
  const seen = new Set<number>();
  const pending = [0];
  while (pending.length > 0) {
    const pc = pending.pop() as number;
    if (seen.has(pc)) continue;
    seen.add(pc);
    switch (ops[pc]) {
      case START:
        break;
      case JUMP:
        pending.push(first[pc] as number);
        break;
      case SPLIT:
        pending.push(first[pc] as number, second[pc] as number);
        break;
      case END:
      case WORD_BOUNDARY:
      case NOT_WORD_BOUNDARY:
        pending.push(pc + 1);
        break;
      default:
        return false;
    }
  }
  return true;
}

let inputBuffer = new Int32Array(256);

/**
 * Breadth-first (Pike) simulation: every program position is visited at most once per input
 * position, so the cost is bounded by program size × text length, whatever the pattern.
 * Answers whether the pattern matches anywhere in the text.
 */
export function runMachine(machine: Machine, text: string): boolean {
  const { ops, first, second, classes, marks, stack, anchored } = machine;
  let { current, next } = machine;
  const length = toCodePoints(text);
  const input = inputBuffer;
  marks.fill(0);
  const wordAt = (index: number) => index >= 0 && index < length && isWordCodePoint(input[index]);

  /** Adds pc and everything reachable from it without consuming input; -1 on a match. */
  const addThread = (
    list: Int32Array,
    count: number,
    start: number,
    at: number,
    generation: number,
  ): number => {
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
          if (wordAt(at - 1) !== wordAt(at)) stack[top++] = pc + 1;
          break;
        case NOT_WORD_BOUNDARY:
          if (wordAt(at - 1) === wordAt(at)) stack[top++] = pc + 1;
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
    if (at === 0 || !anchored) currentCount = addThread(current, currentCount, 0, at, generation);
    if (currentCount < 0) return true;
    if (at === length || (anchored && currentCount === 0)) break;
    const codePoint = input[at] as number;
    let nextCount = 0;
    for (let i = 0; i < currentCount; i++) {
      const pc = current[i] as number;
      const op = ops[pc];
      const consumes =
        op === CHAR
          ? first[pc] === codePoint
          : op === ANY
            ? codePoint !== 0x0a &&
              codePoint !== 0x0d &&
              codePoint !== 0x2028 &&
              codePoint !== 0x2029
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

/** Decodes `text` into the shared code-point buffer; returns the number of code points. */
function toCodePoints(text: string): number {
  if (inputBuffer.length < text.length)
    inputBuffer = new Int32Array(Math.max(text.length, inputBuffer.length * 2));
  const out = inputBuffer;
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
  return length;
}
