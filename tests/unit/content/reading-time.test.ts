import { describe, expect, it } from "vitest";
import { p } from "@/features/content/domain/block-builders";
import {
  blocksReadingTimeMinutes,
  countCjkCharacters,
  countWords,
  readingTimeMinutes,
} from "@/features/content/domain/reading-time";

const words = (n: number) => Array.from({ length: n }, () => "word").join(" ");

describe("countWords", () => {
  it("counts words with apostrophes and hyphens as one", () => {
    expect(countWords("Don't skip a high-protein breakfast, 16:8 style.")).toBe(8);
  });

  it("does not count CJK characters as words", () => {
    expect(countWords("断食 is 簡単")).toBe(1);
  });
});

describe("countCjkCharacters", () => {
  it("counts Han, kana and Hangul characters", () => {
    expect(countCjkCharacters("間欠的ファスティング와 단식 abc")).toBe(13);
  });
});

describe("readingTimeMinutes", () => {
  it("is at least one minute", () => {
    expect(readingTimeMinutes("")).toBe(1);
    expect(readingTimeMinutes("Short.")).toBe(1);
  });

  it("reads 220 words a minute", () => {
    expect(readingTimeMinutes(words(220))).toBe(1);
    expect(readingTimeMinutes(words(880))).toBe(4);
    expect(readingTimeMinutes(words(1100))).toBe(5);
  });

  it("rounds to the nearest minute", () => {
    expect(readingTimeMinutes(words(549))).toBe(2);
    expect(readingTimeMinutes(words(551))).toBe(3);
  });

  it("reads CJK text at 500 characters a minute", () => {
    expect(readingTimeMinutes("字".repeat(1500))).toBe(3);
    expect(readingTimeMinutes(`${"字".repeat(500)} ${words(220)}`)).toBe(2);
  });

  it("works on blocks without counting the marks", () => {
    expect(blocksReadingTimeMinutes([p(`**${words(330)}**`), p(`[${words(330)}](/faq)`)])).toBe(3);
  });
});
