"use client";

import { useEffect, useRef } from "react";

/** Submits the surrounding form once, after a delay (the loader step). */
export function AutoAdvance({ afterMs }: { afterMs: number }) {
  const marker = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const timer = window.setTimeout(() => marker.current?.closest("form")?.requestSubmit(), afterMs);
    return () => window.clearTimeout(timer);
  }, [afterMs]);
  return <span ref={marker} hidden />;
}
