"use client";

import { useId, useState, type ChangeEvent } from "react";
import { useHydrated } from "@/ui/use-hydrated";
import { uploadFunnelImage } from "./upload-image";

const input = "rounded-md border border-line bg-bg px-2 py-1 text-sm";

/**
 * A step's picture: its address (typed, or filled by an upload), a thumbnail, and an upload
 * button beside it (PNG, JPEG or WebP up to 2 MB, checked by the server). Read-only editors show
 * the address and thumbnail only.
 */
export function ImageField({
  value,
  onChange,
  readOnly,
  label,
  labels,
  testId,
  width = "w-56",
}: {
  value: string;
  onChange: (url: string | undefined) => void;
  readOnly: boolean;
  label: string;
  labels: Record<string, string>;
  testId: string;
  width?: string;
}) {
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const errorId = useId();
  const hydrated = useHydrated();
  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    setState({ busy: true, error: null });
    const answer = await uploadFunnelImage(file);
    if (answer.ok) {
      onChange(answer.data.url);
      setState({ busy: false, error: null });
    } else {
      setState({ busy: false, error: answer.message || labels.failed || "" });
    }
  }
  return (
    <span className="inline-flex flex-wrap items-center gap-2" data-testid={testId}>
      {value ? (
        // A thumbnail of what the step shows; the addresses are our own (quiz pictures or uploads).
        // eslint-disable-next-line @next/next/no-img-element
        <img src={value} alt="" width={32} height={32} className="h-8 w-8 rounded border border-line object-cover" />
      ) : null}
      <input
        className={`${input} ${width}`}
        value={value}
        readOnly={readOnly}
        placeholder="/images/quiz/…"
        aria-label={label}
        aria-describedby={state.error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value || undefined)}
      />
      {readOnly ? null : (
        <label className="cursor-pointer rounded-md border border-line px-2 py-1 text-xs font-semibold hover:bg-surface" data-testid="image-upload">
          {state.busy ? labels.uploading : labels.uploadImage}
          <input
            type="file"
            className="sr-only"
            accept="image/png,image/jpeg,image/webp"
            aria-label={`${labels.uploadImage} — ${label}`}
            disabled={state.busy || !hydrated}
            onChange={upload}
          />
        </label>
      )}
      {state.error ? (
        <span id={errorId} role="alert" className="text-xs text-red-600">
          {state.error}
        </span>
      ) : null}
    </span>
  );
}
