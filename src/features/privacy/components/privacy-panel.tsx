"use client";

import { useState } from "react";
import { Button } from "@/ui/button";
import { useHydrated } from "@/ui/use-hydrated";

export type PrivacyLabels = Record<
  | "title"
  | "intro"
  | "reason"
  | "reasonShort"
  | "exportButton"
  | "exported"
  | "eraseTitle"
  | "eraseIntro"
  | "confirmEmail"
  | "eraseButton"
  | "eraseConfirm"
  | "erased"
  | "failed"
  | "signedOut"
  | "forbidden",
  string
>;

const minReason = 10;

/** The server's `{ error: { message } }`, or the panel's own words for a refused role or session. */
async function problemOf(response: Response, labels: PrivacyLabels): Promise<string> {
  if (response.status === 401) return labels.signedOut;
  if (response.status === 403) return labels.forbidden;
  const body = (await response.json().catch(() => null)) as {
    error?: { message?: string; fields?: Record<string, string[]> };
  } | null;
  const field = Object.values(body?.error?.fields ?? {})[0]?.[0];
  return field ?? body?.error?.message ?? labels.failed;
}

/**
 * The support file's personal-data section (docs/privacy.md): download the customer's export,
 * or erase the customer after typing their address and a second click. Both post a reason.
 */
export function PrivacyPanel({
  customerId,
  labels,
}: {
  customerId: string;
  labels: PrivacyLabels;
}) {
  const hydrated = useHydrated();
  const [reason, setReason] = useState("");
  const [confirmEmail, setConfirmEmail] = useState("");
  const [armed, setArmed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ kind: "ok" | "error"; text: string } | null>(null);

  async function post(path: string, body: Record<string, string>): Promise<Response | null> {
    if (reason.trim().length < minReason) {
      setMessage({ kind: "error", text: labels.reasonShort });
      return null;
    }
    setBusy(true);
    setMessage(null);
    const response = await fetch(path, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ customerId, reason, ...body }),
    }).catch(() => null);
    setBusy(false);
    if (!response) setMessage({ kind: "error", text: labels.failed });
    return response;
  }

  async function download() {
    const response = await post("/api/mgmt/privacy/export", {});
    if (!response) return;
    if (!response.ok) return setMessage({ kind: "error", text: await problemOf(response, labels) });
    const name =
      /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ??
      "customer-export.json";
    const url = URL.createObjectURL(await response.blob());
    const link = document.createElement("a");
    link.href = url;
    link.download = name;
    link.click();
    URL.revokeObjectURL(url);
    setMessage({ kind: "ok", text: labels.exported });
  }

  async function erase() {
    if (!armed) return setArmed(true);
    const response = await post("/api/mgmt/privacy/erase", { confirmEmail });
    setArmed(false);
    if (!response) return;
    if (!response.ok) return setMessage({ kind: "error", text: await problemOf(response, labels) });
    const body = (await response.json()) as { pseudonym: string };
    setMessage({ kind: "ok", text: labels.erased.replace("{pseudonym}", body.pseudonym) });
  }

  return (
    <section
      className="space-y-4 rounded-lg border border-line p-4"
      data-testid="privacy-panel"
      aria-labelledby="privacy-title"
    >
      <h2 id="privacy-title" className="text-lg font-semibold">
        {labels.title}
      </h2>
      <p className="text-sm text-muted">{labels.intro}</p>
      <label className="flex flex-col gap-1 text-sm">
        <span>{labels.reason}</span>
        <textarea
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          maxLength={1000}
          rows={2}
          className="rounded-md border border-line bg-bg px-3 py-2"
          data-testid="privacy-reason"
        />
      </label>
      <Button
        type="button"
        kind="secondary"
        size="small"
        disabled={!hydrated || busy}
        onClick={download}
        data-testid="privacy-export"
      >
        {labels.exportButton}
      </Button>
      <div className="space-y-2 border-t border-line pt-4">
        <h3 className="font-semibold">{labels.eraseTitle}</h3>
        <p className="text-sm text-muted">{labels.eraseIntro}</p>
        <label className="flex flex-col gap-1 text-sm">
          <span>{labels.confirmEmail}</span>
          <input
            type="email"
            value={confirmEmail}
            onChange={(event) => setConfirmEmail(event.target.value)}
            autoComplete="off"
            className="rounded-md border border-line bg-bg px-3 py-2"
            data-testid="privacy-confirm-email"
          />
        </label>
        <Button
          type="button"
          kind={armed ? "black" : "gray"}
          size="small"
          disabled={!hydrated || busy || confirmEmail.trim() === ""}
          onClick={erase}
          data-testid="privacy-erase"
        >
          {armed ? labels.eraseConfirm : labels.eraseButton}
        </Button>
      </div>
      {message ? (
        <p
          role={message.kind === "error" ? "alert" : "status"}
          className={message.kind === "error" ? "text-sm text-danger" : "text-sm"}
          data-testid="privacy-message"
        >
          {message.text}
        </p>
      ) : null}
    </section>
  );
}
