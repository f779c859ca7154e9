"use client";

import { useSyncExternalStore } from "react";

function subscribe(onTick: () => void): () => void {
  const timer = setInterval(onTick, 1000);
  return () => clearInterval(timer);
}
const secondNow = () => Math.floor(Date.now() / 1000) * 1000;
const noServerTime = () => null;

/**
 * The browser's clock, ticking each second (ms, whole seconds); null while rendered on the
 * server and during hydration, so the server never guesses the person's time. A fixed `now`
 * (tests, previews) stops the clock.
 */
export function useClock(now?: Date | number | string): number | null {
  const live = useSyncExternalStore(subscribe, secondNow, noServerTime);
  if (now !== undefined) return new Date(now).getTime();
  return live;
}
