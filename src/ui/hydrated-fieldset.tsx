"use client";

import type { ReactNode } from "react";
import { useHydrated } from "./use-hydrated";

/**
 * Holds an editor's fields, disabled until React owns the page: text typed into a field before
 * hydration would show but never reach the editor's state (nothing to save). Like the buttons
 * of `useHydrated`, the fields wait a moment instead (docs/ARCHITECTURE.md, "Client components").
 */
export function HydratedFieldset({ children, className = "" }: { children: ReactNode; className?: string }) {
  const hydrated = useHydrated();
  return (
    <fieldset disabled={!hydrated} className={`m-0 min-w-0 border-0 p-0 ${className}`}>
      {children}
    </fieldset>
  );
}
