import "server-only";
import { createHash } from "node:crypto";

/**
 * Who sends a checkout attempt (docs/billing.md, "Idempotency"): the browser's server-issued
 * visitor id (`proxy_user_id`, when it came with the request rather than being minted for it),
 * else its quiz session; null when it holds neither. Stored hashed with the order its key made,
 * so a replay of the key is answered only to the same browser: a key copied out of the page's
 * storage, or a logged request body, opens nothing elsewhere.
 */
export function attemptOwnerOf(input: {
  visitorId: string;
  isNewVisitor: boolean;
  quizSessionTokenHash: string | null;
}): string | null {
  const source = !input.isNewVisitor
    ? `visitor:${input.visitorId}`
    : input.quizSessionTokenHash
      ? `quiz:${input.quizSessionTokenHash}`
      : null;
  return source ? createHash("sha256").update(source).digest("hex") : null;
}
