"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/ui/button";
import { useHydrated } from "@/ui/use-hydrated";

export type TwoFactorLabels = Record<
  | "password"
  | "start"
  | "scan"
  | "qrAlt"
  | "manualKey"
  | "recoveryTitle"
  | "recoveryText"
  | "code"
  | "confirm"
  | "enabled"
  | "disable"
  | "disabled"
  | "wrongPassword"
  | "invalidCode"
  | "failed"
  | "twoFactorOn"
  | "twoFactorOff",
  string
>;

type Setup = { totpUri: string; qrDataUri: string; recoveryCodes: string[] };
const inputClass = "w-full rounded-md border border-line bg-bg px-3 py-2 text-fg";

async function post(path: string, body: unknown): Promise<{ ok: boolean; code?: string; json: Record<string, unknown> }> {
  try {
    const response = await fetch(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    const json = (await response.json().catch(() => ({}))) as Record<string, unknown> & { error?: { code?: string } };
    return { ok: response.ok, code: json.error?.code, json };
  } catch {
    return { ok: false, json: {} };
  }
}

/** Turns two-factor on (password → QR code and recovery codes → first code) or off. */
export function TwoFactorPanel({ enabled: initiallyEnabled, labels }: { enabled: boolean; labels: TwoFactorLabels }) {
  const [enabled, setEnabled] = useState(initiallyEnabled);
  const [setup, setSetup] = useState<Setup | null>(null);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  const locked = busy || !hydrated;

  const fail = (code?: string) =>
    setMessage({ text: code === "wrong_password" ? labels.wrongPassword : code === "invalid_code" ? labels.invalidCode : labels.failed, error: true });

  async function start(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    const result = await post("/api/staff-auth/two-factor/setup", { password: new FormData(event.currentTarget).get("password") });
    setBusy(false);
    if (!result.ok) return fail(result.code);
    setMessage(null);
    setSetup(result.json as unknown as Setup);
  }
  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    const result = await post("/api/staff-auth/two-factor/confirm", { code: new FormData(event.currentTarget).get("code") });
    setBusy(false);
    if (!result.ok) return fail(result.code);
    setSetup(null);
    setEnabled(true);
    setMessage({ text: labels.enabled, error: false });
  }
  async function disable(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    const result = await post("/api/staff-auth/two-factor/disable", { password: new FormData(event.currentTarget).get("password") });
    setBusy(false);
    if (!result.ok) return fail(result.code);
    setEnabled(false);
    setMessage({ text: labels.disabled, error: false });
  }

  const passwordField = (
    <label className="block space-y-1">
      <span className="text-sm font-medium">{labels.password}</span>
      <input name="password" type="password" required autoComplete="current-password" className={inputClass} />
    </label>
  );
  return (
    <div className="space-y-4" data-testid="two-factor-panel">
      <p className="text-sm" data-testid="two-factor-state">
        {enabled ? labels.twoFactorOn : labels.twoFactorOff}
      </p>
      {message ? (
        <p role={message.error ? "alert" : "status"} className={message.error ? "text-sm text-danger" : "text-sm text-success"}>
          {message.text}
        </p>
      ) : null}
      {enabled ? (
        <form onSubmit={disable} method="post" action="#" className="space-y-3">
          {passwordField}
          <Button type="submit" kind="secondary" size="small" disabled={locked}>
            {labels.disable}
          </Button>
        </form>
      ) : setup ? (
        <div className="space-y-4">
          <p className="text-sm">{labels.scan}</p>
          {/* A data URI made on the server: next/image has nothing to optimise here. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img src={setup.qrDataUri} alt={labels.qrAlt} width={240} height={240} data-testid="two-factor-qr" />
          <details className="text-xs">
            <summary>{labels.manualKey}</summary>
            <code className="break-all" data-testid="two-factor-uri">
              {setup.totpUri}
            </code>
          </details>
          <section className="space-y-2 rounded-md border border-line p-3">
            <h3 className="font-semibold">{labels.recoveryTitle}</h3>
            <p className="text-sm text-muted">{labels.recoveryText}</p>
            <ul className="grid grid-cols-2 gap-1 font-mono text-sm" data-testid="recovery-codes">
              {setup.recoveryCodes.map((code) => (
                <li key={code}>{code}</li>
              ))}
            </ul>
          </section>
          <form onSubmit={confirm} method="post" action="#" className="space-y-3">
            <label className="block space-y-1">
              <span className="text-sm font-medium">{labels.code}</span>
              <input name="code" required inputMode="numeric" autoComplete="one-time-code" maxLength={7} className={inputClass} />
            </label>
            <Button type="submit" kind="primary" size="small" disabled={locked}>
              {labels.confirm}
            </Button>
          </form>
        </div>
      ) : (
        <form onSubmit={start} method="post" action="#" className="space-y-3">
          {passwordField}
          <Button type="submit" kind="primary" size="small" disabled={locked}>
            {labels.start}
          </Button>
        </form>
      )}
    </div>
  );
}
