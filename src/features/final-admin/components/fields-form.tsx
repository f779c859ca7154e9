"use client";

import { ownText, readText, writeText, type FieldSpec, type TextMode } from "@/features/final-admin/domain/block-fields";
import type { EditorLabels } from "@/features/final-admin/domain/editor-labels";
import { ownCopyFrom } from "@/features/final-admin/domain/standard-copy";
import { useStandardCopy } from "./standard-copy-context";
import { ImageField } from "@/features/funnel-admin/components/image-field";

type Props = {
  fields: FieldSpec[];
  value: Record<string, unknown>;
  onChange: (value: Record<string, unknown>) => void;
  locale: string;
  mode: TextMode;
  labels: EditorLabels;
};

const input = "w-full rounded-md border border-line bg-bg px-2 py-1";

/** The form of one block (or one list item): each field by its kind; texts edit the chosen locale's copy. */
export function FieldsForm({ fields, value, onChange, locale, mode, labels }: Props) {
  const set = (name: string, next: unknown) => {
    const copy = { ...value };
    if (next === undefined) delete copy[name];
    else copy[name] = next;
    onChange(copy);
  };
  return (
    <div className="grid gap-3">
      {fields.map((field) => (
        <Field key={field.name} field={field} value={value[field.name]} onChange={(next) => set(field.name, next)} locale={locale} mode={mode} labels={labels} />
      ))}
    </div>
  );
}

function Field({ field, value, onChange, locale, mode, labels }: Omit<Props, "fields" | "value" | "onChange"> & { field: FieldSpec; value: unknown; onChange: (next: unknown) => void }) {
  const copy = useStandardCopy();
  switch (field.kind) {
    case "text": {
      const view = readText(value, mode, locale);
      if (view.kind === "message") {
        const standard = copy[locale]?.[view.key];
        const own = ownCopyFrom(copy, view.key, locale);
        return (
          <div className="grid gap-1 text-sm" data-testid="standard-copy-field">
            <span className="font-medium">
              {field.label} <span className="text-xs text-muted">({locale})</span>
            </span>
            {standard !== undefined ? (
              <span className="rounded-md bg-surface px-2 py-1" lang={locale} dir="auto" data-testid="standard-copy">
                {standard}
              </span>
            ) : null}
            <span className="text-xs text-muted">
              {labels.messageKey.replace("{key}", view.key)}{" "}
              <button type="button" className="text-primary underline" onClick={() => onChange(Object.keys(own).length > 0 ? { text: own } : ownText(mode, ""))}>
                {labels.writeOwn}
              </button>
            </span>
          </div>
        );
      }
      const missing = view.value === "" && (locale === "en" ? !field.optional : view.english !== "");
      const props = {
        className: `${input} ${missing ? "border-yellow-500" : ""}`,
        value: view.value,
        dir: locale === "ar" ? "rtl" : "auto",
        lang: locale,
        placeholder: locale === "en" ? "" : view.english,
        "aria-invalid": missing && locale === "en" ? true : undefined,
        onChange: (event: { target: { value: string } }) => {
          const next = writeText(value, mode, locale, event.target.value);
          onChange(field.optional && mode === "plain" && next === undefined ? undefined : next);
        },
      };
      return (
        <label className="grid gap-1 text-sm">
          <span className="font-medium">
            {field.label} <span className="text-xs text-muted">({locale})</span>
          </span>
          {locale !== "en" && view.english ? (
            <span className="text-xs text-muted" lang="en" dir="ltr" data-testid="english-copy">
              EN: {view.english}
            </span>
          ) : null}
          {field.long ? <textarea rows={3} {...props} /> : <input {...props} />}
          {missing && locale !== "en" ? <span className="text-xs text-yellow-800">{labels.englishHint}</span> : null}
        </label>
      );
    }
    case "string":
      return (
        <label className="grid gap-1 text-sm">
          <span className="font-medium">{field.label}</span>
          <input className={input} dir="ltr" value={typeof value === "string" ? value : ""} placeholder={field.placeholder} onChange={(event) => onChange(event.target.value || undefined)} />
        </label>
      );
    case "image":
      return (
        <div className="grid gap-1 text-sm">
          <span className="font-medium">{field.label}</span>
          <ImageField value={typeof value === "string" ? value : ""} onChange={onChange} readOnly={false} label={field.label} labels={labels} testId={`image-${field.name}`} width="w-full max-w-72" />
        </div>
      );
    case "number":
      return (
        <label className="grid gap-1 text-sm">
          <span className="font-medium">{field.label}</span>
          <input className={`${input} max-w-40`} type="number" min={field.min} max={field.max} value={typeof value === "number" ? value : ""} onChange={(event) => onChange(event.target.value === "" ? undefined : Number(event.target.value))} />
        </label>
      );
    case "boolean":
      return (
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={value === true} onChange={(event) => onChange(event.target.checked)} />
          <span className="font-medium">{field.label}</span>
        </label>
      );
    case "select":
      return (
        <label className="grid gap-1 text-sm">
          <span className="font-medium">{field.label}</span>
          <select className={input} value={typeof value === "string" ? value : ""} onChange={(event) => onChange(event.target.value)}>
            {field.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      );
    case "items": {
      const items = Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
      return (
        <fieldset className="grid gap-2 rounded-lg border border-line p-2">
          <legend className="px-1 text-sm font-medium">{field.label}</legend>
          {items.map((item, index) => (
            <div key={index} className="grid gap-2 rounded-md bg-surface p-2">
              <FieldsForm fields={field.fields} value={item} onChange={(next) => onChange(items.map((other, i) => (i === index ? next : other)))} locale={locale} mode={mode} labels={labels} />
              {items.length > field.min ? (
                <button type="button" className="justify-self-end text-sm text-red-700" onClick={() => onChange(items.filter((_, i) => i !== index))}>
                  {labels.remove}
                </button>
              ) : null}
            </div>
          ))}
          {items.length < field.max ? (
            <button type="button" className="justify-self-start text-sm text-primary underline" onClick={() => onChange([...items, field.template()])}>
              {labels.addItem}
            </button>
          ) : null}
        </fieldset>
      );
    }
  }
}
