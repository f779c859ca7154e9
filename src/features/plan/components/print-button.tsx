"use client";

import { Button } from "@/ui/button";

/** Opens the browser's print dialog (the page's print styles show the list alone). */
export function PrintButton({ label }: { label: string }) {
  return (
    <Button kind="secondary" size="small" className="print:hidden" onClick={() => window.print()} data-testid="shopping-print">
      {label}
    </Button>
  );
}
