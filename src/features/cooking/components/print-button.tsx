"use client";

/** Opens the browser's print dialog (the recipe page has a print layout of its own). */
export function PrintButton({ label }: { label: string }) {
  return (
    <button type="button" onClick={() => window.print()} className="min-h-11 rounded-full border border-line px-4 text-sm font-semibold print:hidden">
      {label}
    </button>
  );
}
