"use client";

import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the server render and during hydration, true once React owns the page. Buttons whose
 * work is done by a click or submit handler stay disabled until then, so a tap on a slow phone
 * before the script has run is never silently lost, and a form never falls back to a native
 * submit that would put its fields in the address (docs/ARCHITECTURE.md, "Client components").
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
