import { blocksToPlainText } from "@/features/content/domain/block-text";
import type { Block } from "@/features/content/domain/rich-text";

export const WORDS_PER_MINUTE = 220;
export const CJK_CHARACTERS_PER_MINUTE = 500;

/** Han ideographs, Japanese kana and Korean Hangul: read by character rather than by word. */
const CJK_CHARACTER = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu;
const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

export function countWords(text: string): number {
  return text.replace(CJK_CHARACTER, " ").match(WORD)?.length ?? 0;
}

export function countCjkCharacters(text: string): number {
  return text.match(CJK_CHARACTER)?.length ?? 0;
}

/**
 * Reading time in whole minutes, at least 1: words at 220 a minute plus CJK characters
 * at 500 a minute, rounded to the nearest minute.
 */
export function readingTimeMinutes(text: string): number {
  const minutes = countWords(text) / WORDS_PER_MINUTE + countCjkCharacters(text) / CJK_CHARACTERS_PER_MINUTE;
  return Math.max(1, Math.round(minutes));
}

export function blocksReadingTimeMinutes(blocks: readonly Block[]): number {
  return readingTimeMinutes(blocksToPlainText(blocks));
}
