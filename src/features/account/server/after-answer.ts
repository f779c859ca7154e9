import "server-only";
import { after } from "next/server";
import { logger } from "@/server/log/logger";

/**
 * Runs `work` after the answer is sent (Next's `after`), so how long it takes says nothing to
 * the caller — a sign-in mail for a customer must not answer slower than none for a stranger.
 * Outside a Next request (a test serving the handler itself) it starts at once, not awaited.
 * A failure is logged; the caller's answer was already the same either way.
 */
export function afterAnswer(name: string, work: () => Promise<unknown>): void {
  const run = () =>
    work().catch((error: unknown) => {
      logger.error(`${name} failed after the answer`, { error: error instanceof Error ? error.message : String(error) });
    });
  try {
    after(run);
  } catch {
    void run();
  }
}
