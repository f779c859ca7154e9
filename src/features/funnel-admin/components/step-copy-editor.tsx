"use client";

import { localizedTexts } from "@/features/funnel-admin/domain/missing-translations";
import { withLocaleText, writeAt } from "@/features/funnel-admin/domain/edit-path";

type Step = Record<string, unknown> & { id: string };

/**
 * Every text of a step in two locales side by side (English is the source; an empty field
 * falls back to English for visitors and is flagged; a copy made for English that has changed
 * since is marked outdated). Arabic is written right to left.
 */
export function StepCopyEditor({
  step,
  locales,
  outdated,
  readOnly,
  onChange,
  labels,
}: {
  step: Step;
  locales: [string, string];
  /** Paths whose copy in the second locale is outdated. */
  outdated: readonly string[];
  readOnly: boolean;
  onChange: (step: Step) => void;
  labels: Record<string, string>;
}) {
  const texts = localizedTexts(step);
  return (
    <table className="w-full text-sm" data-testid="step-copy">
      <thead>
        <tr>
          <th className="w-40 py-1 text-start">{labels.field}</th>
          {locales.map((locale) => (
            <th key={locale} className="py-1 text-start">
              {locale}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {texts.map(({ path, text }) => (
          <tr key={path} className="align-top">
            <td className="py-1 pe-2 font-mono text-xs text-muted">{path}</td>
            {locales.map((locale) => {
              const missing = !text[locale]?.trim();
              const stale = locale === locales[1] && outdated.includes(path);
              return (
                <td key={locale} className="py-1 pe-2">
                  <textarea
                    rows={path.endsWith("body") || path.endsWith("quote") ? 3 : 1}
                    dir={locale === "ar" ? "rtl" : "ltr"}
                    lang={locale}
                    value={text[locale] ?? ""}
                    placeholder={missing ? `${labels.missing}: ${text.en}` : undefined}
                    readOnly={readOnly}
                    aria-label={`${path} (${locale})`}
                    data-testid={`text-${path}-${locale}`}
                    className={`w-full rounded-md border bg-bg px-2 py-1 ${missing ? "border-yellow-500" : stale ? "border-orange-500" : "border-line"}`}
                    onChange={(event) => onChange(writeAt(step, path, withLocaleText(text, locale, event.target.value)))}
                  />
                  {stale ? (
                    <span className="text-xs text-orange-800" data-testid={`outdated-${path}-${locale}`}>
                      {labels.outdated}
                    </span>
                  ) : null}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
