import type { ReactNode } from "react";

/** A labelled form field with its error message. */
export function ContactField({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactNode }) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600" data-testid={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
