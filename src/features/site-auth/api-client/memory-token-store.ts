import type { TokenStore } from "./ports";

/** A token kept in memory until its max-age passes (the browser's store: scripts never see a cookie). */
export function memoryTokenStore(now: () => number): TokenStore {
  let kept: { token: string; expiresAtMs: number } | undefined;
  return {
    get: () => (kept && kept.expiresAtMs > now() ? kept.token : undefined),
    set: (token, maxAgeSeconds) => {
      kept = { token, expiresAtMs: now() + maxAgeSeconds * 1000 };
    },
    delete: () => {
      kept = undefined;
    },
  };
}
