"use client";

import { Button } from "@/ui/button";
import { LOADER_MAX_MS, loaderClasses } from "@/ui/loader-rules";

/** Shows the redirect loader for the loader's maximum time. */
export function LoaderDemo({ label }: { label: string }) {
  return (
    <Button
      kind="secondary"
      size="small"
      data-testid="loader-demo"
      onClick={() => {
        const html = document.documentElement;
        html.classList.add(loaderClasses.redirecting);
        window.setTimeout(() => html.classList.remove(loaderClasses.redirecting), LOADER_MAX_MS);
      }}
    >
      {label}
    </Button>
  );
}
