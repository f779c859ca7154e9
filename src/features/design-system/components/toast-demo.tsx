"use client";

import { toast } from "sonner";
import { Button } from "@/ui/button";

export type ToastDemoLabels = Record<"success" | "info" | "warning" | "error" | "loading", string>;

/** Buttons that raise each of the 5 toast kinds. */
export function ToastDemo({ labels }: { labels: ToastDemoLabels }) {
  const raise = {
    success: () => toast.success(labels.success),
    info: () => toast.info(labels.info),
    warning: () => toast.warning(labels.warning),
    error: () => toast.error(labels.error),
    loading: () => toast.loading(labels.loading, { duration: 2000 }),
  };
  return (
    <div className="flex flex-wrap gap-3">
      {(Object.keys(raise) as Array<keyof typeof raise>).map((kind) => (
        <Button key={kind} kind="secondary" size="small" data-testid={`toast-${kind}`} onClick={raise[kind]}>
          {kind}
        </Button>
      ))}
    </div>
  );
}
