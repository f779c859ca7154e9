/**
 * Where the day stands in the plan's fasting schedule (docs/trackers.md, "Fasting timer").
 * The eating window opens at `windowStart` (the person's local wall time) and lasts
 * `eatHours`; the fast is the rest of the day, so `fastHours + eatHours` must make 24.
 * Pure: the local time of day comes in as seconds since local midnight.
 */
export type FastingScheduleProps = { fastHours: number; eatHours: number; windowStart: string };

export type FastingState = {
  phase: "eating" | "fasting";
  /** Seconds until the phase ends: the window closes (eating) or opens (fasting). */
  secondsLeft: number;
  /** Seconds the phase has lasted so far today. */
  secondsElapsed: number;
  /** The whole phase's length in seconds. */
  phaseSeconds: number;
  /** secondsElapsed / phaseSeconds, 0 to 1. */
  progress: number;
  /** Local wall times "HH:MM" at which the window opens and closes. */
  windowStart: string;
  windowEnd: string;
};

const daySeconds = 86_400;
const timePattern = /^([01]\d|2[0-3]):([0-5]\d)$/;

export function parseClockTime(value: string): number {
  const match = timePattern.exec(value);
  if (!match) throw new RangeError(`Not a time of day: ${value}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

export function formatClockTime(minutes: number): string {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
}

export function checkSchedule(schedule: FastingScheduleProps): void {
  const { fastHours, eatHours } = schedule;
  if (!(eatHours > 0 && fastHours > 0 && Math.abs(fastHours + eatHours - 24) < 1e-9)) {
    throw new RangeError(`A fasting schedule's hours make one day: ${fastHours}:${eatHours}`);
  }
  parseClockTime(schedule.windowStart);
}

export function fastingState(schedule: FastingScheduleProps, localSecondsOfDay: number): FastingState {
  checkSchedule(schedule);
  const startMinutes = parseClockTime(schedule.windowStart);
  const eatSeconds = Math.round(schedule.eatHours * 3600);
  const now = ((Math.floor(localSecondsOfDay) % daySeconds) + daySeconds) % daySeconds;
  const offset = (now - startMinutes * 60 + daySeconds) % daySeconds;
  const eating = offset < eatSeconds;
  const phaseSeconds = eating ? eatSeconds : daySeconds - eatSeconds;
  const secondsElapsed = eating ? offset : offset - eatSeconds;
  return {
    phase: eating ? "eating" : "fasting",
    secondsLeft: phaseSeconds - secondsElapsed,
    secondsElapsed,
    phaseSeconds,
    progress: Math.round((secondsElapsed / phaseSeconds) * 10_000) / 10_000,
    windowStart: formatClockTime(startMinutes),
    windowEnd: formatClockTime(startMinutes + eatSeconds / 60),
  };
}

/** Seconds since local midnight of a moment, in the runtime's time zone (the browser's). */
export function localSecondsOfDay(date: Date): number {
  return date.getHours() * 3600 + date.getMinutes() * 60 + date.getSeconds();
}

/** A logged fast against the schedule's fast length: elapsed seconds and progress (capped at 1). */
export function loggedFastProgress(startedAtMs: number, nowMs: number, fastHours: number) {
  const elapsedSeconds = Math.max(0, Math.floor((nowMs - startedAtMs) / 1000));
  const targetSeconds = Math.round(fastHours * 3600);
  return {
    elapsedSeconds,
    targetSeconds,
    progress: Math.min(1, elapsedSeconds / targetSeconds),
    reached: elapsedSeconds >= targetSeconds,
  };
}

/** "H:MM:SS" for a countdown (hours may exceed 24 only for logged fasts). */
export function formatDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return `${h}:${String(m).padStart(2, "0")}:${String(s % 60).padStart(2, "0")}`;
}
