/** The deepest nesting of arrays and objects a JSON body may have (docs/http.md). */
export const maxJsonDepth = 64;

const quote = 0x22;
const backslash = 0x5c;
const openBracket = 0x5b;
const closeBracket = 0x5d;
const openBrace = 0x7b;
const closeBrace = 0x7d;

/**
 * True when JSON text nests arrays or objects deeper than `limit`: one linear pass over the
 * characters that skips strings (and the escapes inside them), so a hostile body costs no more
 * than reading it, and nothing is parsed or walked before the answer. Text that is not JSON is
 * not judged here (the parser refuses it after).
 */
export function jsonTooDeep(text: string, limit: number = maxJsonDepth): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === backslash) i++;
      else if (c === quote) inString = false;
    } else if (c === quote) inString = true;
    else if (c === openBracket || c === openBrace) {
      if (++depth > limit) return true;
    } else if (c === closeBracket || c === closeBrace) depth--;
  }
  return false;
}
