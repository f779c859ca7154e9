"use client";

import { defaultSimpleBlockTypes } from "@/features/final-page/domain/final-page";

/** The simpler variant's words (`finalAdmin.simple*`). */
export type SimpleVariantLabels = { title: string; useDefault: string; hint: string };

const defaultTypes: string[] = [...defaultSimpleBlockTypes];
const required = new Set(["packages", "legal"]);

/**
 * Which block types the simpler variant (visitors in a low-conversion segment) keeps
 * (docs/final-page.md, "Choosing the page"): the default list, or the page's own; packages and
 * legal always stay.
 */
export function SimpleVariantPicker({ value, onChange, types, labels }: { value: string[] | undefined; onChange: (value: string[] | undefined) => void; types: { type: string; label: string }[]; labels: SimpleVariantLabels }) {
  const chosen = value ?? defaultTypes;
  return (
    <fieldset className="grid gap-2 rounded-xl border border-line p-3 text-sm" data-testid="simple-variant">
      <legend className="px-1 font-semibold">{labels.title}</legend>
      <label className="flex items-center gap-2">
        <input type="checkbox" checked={value === undefined} onChange={(event) => onChange(event.target.checked ? undefined : [...defaultTypes])} />
        {labels.useDefault}
      </label>
      <div className="flex flex-wrap gap-3">
        {types.map(({ type, label }) => (
          <label key={type} className="flex items-center gap-1">
            <input
              type="checkbox"
              disabled={value === undefined || required.has(type)}
              checked={chosen.includes(type)}
              onChange={(event) => onChange(event.target.checked ? [...chosen, type] : chosen.filter((other) => other !== type))}
            />
            {label}
          </label>
        ))}
      </div>
      <p className="text-xs text-muted">{labels.hint}</p>
    </fieldset>
  );
}
