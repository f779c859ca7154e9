"use client";

import { createContext, useContext } from "react";
import type { StandardCopy } from "@/features/final-admin/domain/standard-copy";

/** The final page's standard copy for the block forms (empty for the landing page editor). */
export const StandardCopyContext = createContext<StandardCopy>({});

export function useStandardCopy(): StandardCopy {
  return useContext(StandardCopyContext);
}
