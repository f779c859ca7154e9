/**
 * What one server process believes about its database: up, or down since a failure. While
 * down, `check()` runs a cheap probe at most once per interval and never two at a time; a
 * successful probe clears the mark, so the app recovers without a restart.
 * See docs/operations.md.
 */
export type AvailabilityState = {
  /** True while the database is marked down. */
  isDown: () => boolean;
  /** Marks the database down (idempotent). */
  markDown: () => void;
  /** Clears the mark (a query succeeded). */
  markUp: () => void;
  /** Up already, or up again after a probe; false while down and between probes. */
  check: () => Promise<boolean>;
};

export type AvailabilityOptions = {
  /** Resolves when the database answers (e.g. `select 1`), rejects otherwise. */
  probe: () => Promise<void>;
  /** Least time between two probes. */
  probeIntervalMs?: number;
  now?: () => number;
  /** Told when the state changes: "down" or "up". */
  onChange?: (state: "down" | "up") => void;
};

export function createAvailabilityState(options: AvailabilityOptions): AvailabilityState {
  const { probe, probeIntervalMs = 2_000, now = Date.now, onChange } = options;
  let down = false;
  let lastProbeAt = Number.NEGATIVE_INFINITY;
  let probing: Promise<boolean> | null = null;

  const markDown = () => {
    if (down) return;
    down = true;
    // The failure that marked it down counts as the first probe.
    lastProbeAt = now();
    onChange?.("down");
  };
  const markUp = () => {
    if (!down) return;
    down = false;
    onChange?.("up");
  };
  const runProbe = async (): Promise<boolean> => {
    lastProbeAt = now();
    try {
      await probe();
      markUp();
      return true;
    } catch {
      return false;
    } finally {
      probing = null;
    }
  };

  return {
    isDown: () => down,
    markDown,
    markUp,
    check: () => {
      if (!down) return Promise.resolve(true);
      if (probing) return probing;
      if (now() - lastProbeAt < probeIntervalMs) return Promise.resolve(false);
      probing = runProbe();
      return probing;
    },
  };
}
