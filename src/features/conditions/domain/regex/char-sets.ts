/** Code-point ranges (inclusive pairs, flattened) of JavaScript's `\d`, `\w`, `\s`. */
export const digitRanges = [0x30, 0x39];
export const wordRanges = [0x30, 0x39, 0x41, 0x5a, 0x5f, 0x5f, 0x61, 0x7a];
export const spaceRanges = [
  0x09, 0x0d, 0x20, 0x20, 0xa0, 0xa0, 0x1680, 0x1680, 0x2000, 0x200a, 0x2028, 0x2029, 0x202f,
  0x202f, 0x205f, 0x205f, 0x3000, 0x3000, 0xfeff, 0xfeff,
];

const maxCodePoint = 0x10ffff;

/** The complement of sorted, non-overlapping ranges over all code points. */
export function complementRanges(ranges: number[]): number[] {
  const out: number[] = [];
  let next = 0;
  for (let i = 0; i < ranges.length; i += 2) {
    const from = ranges[i] as number;
    if (from > next) out.push(next, from - 1);
    next = (ranges[i + 1] as number) + 1;
  }
  if (next <= maxCodePoint) out.push(next, maxCodePoint);
  return out;
}

/** Sorts and merges overlapping or adjacent ranges. */
export function normaliseRanges(ranges: number[]): number[] {
  const pairs: Array<[number, number]> = [];
  for (let i = 0; i < ranges.length; i += 2)
    pairs.push([ranges[i] as number, ranges[i + 1] as number]);
  pairs.sort((a, b) => a[0] - b[0]);
  const out: number[] = [];
  for (const [from, to] of pairs) {
    const last = out.length - 1;
    if (last > 0 && from <= (out[last] as number) + 1)
      out[last] = Math.max(out[last] as number, to);
    else out.push(from, to);
  }
  return out;
}

export function inRanges(ranges: number[], codePoint: number): boolean {
  for (let i = 0; i < ranges.length; i += 2) {
    if (codePoint < (ranges[i] as number)) return false;
    if (codePoint <= (ranges[i + 1] as number)) return true;
  }
  return false;
}

export function isWordCodePoint(codePoint: number | undefined): boolean {
  return codePoint !== undefined && inRanges(wordRanges, codePoint);
}
