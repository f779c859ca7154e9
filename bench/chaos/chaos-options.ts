/**
 * The chaos run's settings (docs/chaos-checkout.md): every one has a default that keeps the
 * whole run under about five minutes on two cores, and an environment variable to change it.
 */
export type ChaosOptions = {
  /** Checkouts in all, each with its own idempotency key, e-mail and client address. */
  checkouts: number;
  /** Buyers at work at the same time. */
  concurrency: number;
  /** Share of buyers who pay with a card the processor refuses. */
  declineShare: number;
  /** Random wait, once the server answers, before it is killed (ms). */
  killAfterMs: readonly [number, number];
  /** Kills at most; after the last one the server runs to the end. */
  maxKills: number;
  /** Kills at least: when the checkouts end sooner, the kills go on while the run settles. */
  minKills: number;
  /** Share of webhook deliveries the relay answers 500 although it forwarded them. */
  forcedFailureShare: number;
  /** How long the run waits, after the last restart and checkout, for settling and retries. */
  settleMs: number;
  /** Seed of every random choice (printed, so a run can be repeated closely). */
  seed: number;
  /** postgres:// URL (a fresh schema is used and dropped), or undefined for PGlite. */
  databaseUrl: string | undefined;
  /**
   * Keep the first card token for every attempt of a checkout (keyed tokenisation) instead of
   * tokenising again at each attempt as the shipped card form does.
   */
  sameToken: boolean;
  /** Keep the temporary folder (server logs, PGlite data) after the run. */
  keep: boolean;
};

function numberFrom(name: string, fallback: number, check: (n: number) => boolean): number {
  const text = process.env[name];
  if (text === undefined || text === "") return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || !check(value)) throw new Error(`${name}=${text} is not allowed`);
  return value;
}

export function chaosOptions(): ChaosOptions {
  const positiveInt = (n: number) => Number.isInteger(n) && n > 0;
  const share = (n: number) => n >= 0 && n <= 1;
  const databaseUrl = process.env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl))
    throw new Error("DATABASE_URL must start with postgres:// or postgresql://");
  const killMin = numberFrom("CHAOS_KILL_MIN_MS", 3_000, positiveInt);
  const killMax = numberFrom("CHAOS_KILL_MAX_MS", 10_000, (n) => positiveInt(n) && n >= killMin);
  const maxKills = numberFrom("CHAOS_MAX_KILLS", 8, (n) => Number.isInteger(n) && n >= 0);
  return {
    checkouts: numberFrom("CHAOS_CHECKOUTS", 200, positiveInt),
    concurrency: numberFrom("CHAOS_CONCURRENCY", 8, positiveInt),
    declineShare: numberFrom("CHAOS_DECLINE_SHARE", 0.06, share),
    killAfterMs: [killMin, killMax],
    maxKills,
    minKills: numberFrom("CHAOS_MIN_KILLS", Math.min(4, maxKills), (n) => Number.isInteger(n) && n >= 0 && n <= maxKills),
    forcedFailureShare: numberFrom("CHAOS_FORCED_500_SHARE", 0.1, share),
    settleMs: numberFrom("CHAOS_SETTLE_SECONDS", 180, positiveInt) * 1000,
    seed: numberFrom("CHAOS_SEED", Math.floor(Math.random() * 2 ** 31), Number.isInteger),
    databaseUrl,
    sameToken: process.env.CHAOS_SAME_TOKEN === "1",
    keep: process.env.CHAOS_KEEP === "1",
  };
}
