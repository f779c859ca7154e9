"use client";

import { Button } from "@/ui/button";

/** Opens the browser's print dialog, where the invoice can also be saved as a PDF. */
export function PrintButton(props: { label: string }) {
  return (
    <Button type="button" kind="primary" size="small" className="print:hidden" onClick={() => window.print()} data-testid="invoice-print">
      {props.label}
    </Button>
  );
}
