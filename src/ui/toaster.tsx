"use client";

import { Toaster as SonnerToaster } from "sonner";

/** Transient toasts (success, info, warning, error, loading), mirrored for RTL. */
export function Toaster({ dir }: { dir: "ltr" | "rtl" }) {
  return <SonnerToaster dir={dir} position="top-center" richColors closeButton />;
}
