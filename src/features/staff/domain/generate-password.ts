/** Letters and digits that cannot be mistaken for one another (no 0/O, 1/l/I). */
const alphabet = "abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/**
 * A generated staff password: 20 characters from `randomBytes` (≈ 114 bits), in groups of
 * five for reading aloud once. Bytes past the largest multiple of the alphabet's size are
 * skipped, so every character is equally likely.
 */
export function generatePassword(randomBytes: (size: number) => Uint8Array, length = 20): string {
  const limit = 256 - (256 % alphabet.length);
  let out = "";
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < limit && out.length < length) out += alphabet[byte % alphabet.length];
    }
  }
  return out.match(/.{1,5}/g)!.join("-");
}
