"use client";

import { useState, type ChangeEvent } from "react";
import { callFunnelApi } from "./editor-api";

/** Uploads a PNG, JPEG or WebP (≤ 2 MB, checked by the server) and shows its address. */
export function ImageUploader({ labels }: { labels: Record<string, string> }) {
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    const bytes = new Uint8Array(await file.arrayBuffer());
    let binary = "";
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    const answer = await callFunnelApi<{ url: string }>("images", "POST", { fileName: file.name, dataBase64: btoa(binary) });
    setMessage(answer.ok ? { ok: true, text: answer.data.url } : { ok: false, text: answer.message || labels.failed! });
    event.target.value = "";
  }
  return (
    <div className="space-y-1 text-sm" data-testid="image-upload">
      <label className="grid gap-1">
        {labels.upload}
        <input type="file" accept="image/png,image/jpeg,image/webp" onChange={upload} />
      </label>
      <p className="text-xs text-muted">{labels.uploadHint}</p>
      {message ? (
        <p role={message.ok ? "status" : "alert"} className={`break-all font-mono text-xs ${message.ok ? "" : "text-red-600"}`}>
          {message.text}
        </p>
      ) : null}
    </div>
  );
}
