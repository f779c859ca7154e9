"use client";

import { z } from "zod";

// zod probes once whether `new Function` is allowed (to compile faster parsers). Our policy
// forbids eval, so the probe would be refused and reported as a CSP violation on every page:
// tell zod up front that eval is not available (docs/security.md). The server keeps its JIT.
if (typeof window !== "undefined") z.config({ jitless: true });

/**
 * Mounted first in every root layout so the settings above run in the browser before any
 * client code parses with zod. Renders nothing.
 */
export function StrictCspSettings() {
  return null;
}
