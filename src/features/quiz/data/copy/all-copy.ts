import type { CopyKey } from "./en";
import { en } from "./en";

/** Every locale's copy of the demo funnels; a missing key falls back to English. */
export const allCopy: Record<string, Partial<Record<CopyKey, string>>> = { en };
