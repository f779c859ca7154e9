/**
 * A typed sign-in code as the mail wrote it: six ASCII digits. People type it with spaces or
 * dashes, paste it with a line break, or type it on an Arabic, Persian or full-width keyboard;
 * those digits count as the same digits. Anything else is not a code (null).
 */
export function normalizeSignInCode(typed: string): string | null {
  let digits = "";
  for (const char of typed) {
    const ascii = asciiDigit(char);
    if (ascii !== null) digits += ascii;
    else if (!/[\s\-–—.]/u.test(char)) return null;
  }
  return /^\d{6}$/.test(digits) ? digits : null;
}

const digitBlocks = [0x30, 0x660, 0x6f0, 0xff10] as const; // ASCII, Arabic-Indic, Persian, full-width

function asciiDigit(char: string): string | null {
  const code = char.codePointAt(0)!;
  for (const zero of digitBlocks) {
    if (code >= zero && code <= zero + 9) return String(code - zero);
  }
  return null;
}
