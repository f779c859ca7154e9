"use client";

import dynamic from "next/dynamic";
import { useEffect, useState } from "react";
import { whenIdle } from "@/lib/when-idle";

// sonner loads after the page is idle; toasts raised before it mounts are shown on mount.
const SonnerToaster = dynamic(() => import("sonner").then((m) => m.Toaster), { ssr: false });

/** Transient toasts (success, info, warning, error, loading), mirrored for RTL. */
export function Toaster({ dir }: { dir: "ltr" | "rtl" }) {
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdle(() => setReady(true)), []);
  if (!ready) return null;
  return <SonnerToaster dir={dir} position="top-center" richColors closeButton />;
}
