"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/ui/button";
import { useHydrated } from "@/ui/use-hydrated";

export type StaffSignInLabels = Record<
  | "email"
  | "password"
  | "submit"
  | "codeTitle"
  | "codeIntro"
  | "code"
  | "useRecovery"
  | "useTotp"
  | "recoveryCode"
  | "verify"
  | "invalidCredentials"
  | "lockedOut"
  | "invalidCode"
  | "failed"
  | "working",
  string
>;

const inputClass = "w-full rounded-md border border-line bg-bg px-3 py-2 text-fg";

async function post(path: string, body: unknown): Promise<{ status: number; code?: string; twoFactor?: boolean }> {
  try {
    const response = await fetch(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    const json = (await response.json().catch(() => ({}))) as { twoFactor?: boolean; error?: { code?: string } };
    return { status: response.status, code: json.error?.code, twoFactor: json.twoFactor };
  } catch {
    return { status: 0 };
  }
}

/** E-mail and password, then (with two-factor on) the app's code or a recovery code. */
export function StaffSignInForm({ labels, next }: { labels: StaffSignInLabels; next: string }) {
  const [step, setStep] = useState<"password" | "code">("password");
  const [kind, setKind] = useState<"totp" | "recovery">("totp");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();

  function errorOf(result: { status: number; code?: string }): string {
    if (result.code === "invalid_credentials") return labels.invalidCredentials;
    if (result.code === "locked_out" || result.status === 429) return labels.lockedOut;
    if (result.code === "invalid_code") return labels.invalidCode;
    return labels.failed;
  }

  async function submitPassword(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    const result = await post("/api/staff-auth/signin", { email: form.get("email"), password: form.get("password") });
    setBusy(false);
    if (result.status !== 200) return setError(errorOf(result));
    if (result.twoFactor) return setStep("code");
    window.location.assign(next);
  }

  async function submitCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    const result = await post("/api/staff-auth/two-factor/verify", { code: form.get("code"), kind });
    setBusy(false);
    if (result.status !== 200) return setError(errorOf(result));
    window.location.assign(next);
  }

  const alert = error ? (
    <p role="alert" className="rounded-md bg-danger/10 px-3 py-2 text-sm text-danger" data-testid="staff-signin-error">
      {error}
    </p>
  ) : null;

  if (step === "code") {
    return (
      <form onSubmit={submitCode} method="post" action="#" className="space-y-4" data-testid="staff-code-form">
        <h2 className="text-lg font-semibold">{labels.codeTitle}</h2>
        <p className="text-sm text-muted">{labels.codeIntro}</p>
        <label className="block space-y-1">
          <span className="text-sm font-medium">{kind === "totp" ? labels.code : labels.recoveryCode}</span>
          <input
            key={kind}
            name="code"
            required
            autoFocus
            autoComplete="one-time-code"
            inputMode={kind === "totp" ? "numeric" : "text"}
            pattern={kind === "totp" ? "\\s*\\d{3}\\s?\\d{3}\\s*" : undefined}
            maxLength={kind === "totp" ? 7 : 40}
            className={inputClass}
          />
        </label>
        {alert}
        <Button type="submit" kind="primary" size="medium" wide disabled={busy || !hydrated}>
          {busy ? labels.working : labels.verify}
        </Button>
        <button type="button" className="text-sm underline" onClick={() => setKind(kind === "totp" ? "recovery" : "totp")}>
          {kind === "totp" ? labels.useRecovery : labels.useTotp}
        </button>
      </form>
    );
  }
  return (
    <form onSubmit={submitPassword} method="post" action="#" className="space-y-4" data-testid="staff-signin-form">
      <label className="block space-y-1">
        <span className="text-sm font-medium">{labels.email}</span>
        <input name="email" type="email" required autoComplete="username" className={inputClass} />
      </label>
      <label className="block space-y-1">
        <span className="text-sm font-medium">{labels.password}</span>
        <input name="password" type="password" required autoComplete="current-password" className={inputClass} />
      </label>
      {alert}
      <Button type="submit" kind="primary" size="medium" wide disabled={busy || !hydrated}>
        {busy ? labels.working : labels.submit}
      </Button>
    </form>
  );
}
