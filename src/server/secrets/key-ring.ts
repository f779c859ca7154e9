/** One signing key: `kid` goes in the JWT header, `secret` is the HS256 key. */
export type SigningKey = { kid: string; secret: string };

/** Keys in order: the first signs, every key verifies. Never empty. */
export type KeyRing = readonly [SigningKey, ...SigningKey[]];

/** The shortest secret a production server accepts (and the generated ones exceed). */
export const minimumSecretLength = 32;

/**
 * Reads `kid:secret[,kid:secret…]`. Throws on an empty ring, a malformed entry or a kid that
 * appears twice (verification picks the key by kid, so kids must be unique).
 */
export function parseKeyRing(text: string, name: string): KeyRing {
  const keys = text
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const colon = entry.indexOf(":");
      const kid = entry.slice(0, colon);
      const secret = entry.slice(colon + 1);
      if (colon < 1 || !/^[A-Za-z0-9._-]{1,64}$/.test(kid) || secret === "") {
        throw new Error(`${name}: every key must be written kid:secret`);
      }
      return { kid, secret };
    });
  const [first, ...rest] = keys;
  if (!first) throw new Error(`${name}: at least one kid:secret key is required`);
  const kids = new Set(keys.map((key) => key.kid));
  if (kids.size !== keys.length) throw new Error(`${name}: each kid may appear only once`);
  return [first, ...rest];
}

/** The ring written back as `kid:secret,…` (the secrets file keeps this form). */
export function formatKeyRing(ring: KeyRing): string {
  return ring.map((key) => `${key.kid}:${key.secret}`).join(",");
}
