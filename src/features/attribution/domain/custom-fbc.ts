/**
 * The Meta click cookie value derived from a fbclid, as Meta documents it:
 * `fb.<subdomainIndex>.<creationTime ms>.<fbclid>` with subdomain index 1.
 */
export function deriveCustomFbc(fbclid: string, nowMs: number): string {
  return `fb.1.${Math.floor(nowMs)}.${fbclid}`;
}

/** The fbclid inside a `fb.1.<ms>.<fbclid>` value, or undefined when it is not one. */
export function fbclidOfFbc(fbc: string | undefined): string | undefined {
  if (!fbc) return undefined;
  const match = /^fb\.\d\.\d+\.(.+)$/.exec(fbc);
  return match?.[1];
}
