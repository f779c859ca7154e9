"use client";

import { HydratedFieldset } from "@/ui/hydrated-fieldset";
import { useRouter } from "next/navigation";
import { useRef, useState, type FormEvent, type ReactNode } from "react";
import { actOnCustomer } from "@/features/support-proxy/actions/act-on-customer";
import { maxExtendDays, minReasonLength, type ActAnswer } from "@/features/support-proxy/domain/act-rules";
import { Button } from "@/ui/button";
import { useHydrated } from "@/ui/use-hydrated";

export type ActsLabels = Record<string, string>;
export type RefundablePayment = { id: string; label: string };

type StaffResult = { ok: true; data: ActAnswer } | { ok: false; staffError?: "signedOut" | "forbidden"; fieldErrors?: Record<string, string | undefined> } | null;
type Act = "resend" | "pause" | "cancel" | "refund" | "extend" | "view";

function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** A random form key (getRandomValues works on plain http too, unlike randomUUID). */
function newKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * The acts on a customer's behalf (docs/support-proxy.md, "Acts"): each form asks for a reason
 * and a second click to confirm; the page's form key makes a repeated submit act once.
 */
export function ActsPanel({ customerId, labels, payments, locales }: { customerId: string; labels: ActsLabels; payments: RefundablePayment[]; locales: readonly string[] }) {
  return (
    <section className="space-y-4 rounded-lg border border-line bg-surface p-4" data-testid="support-acts">
      <header className="space-y-1">
        <h2 className="text-lg font-bold">{labels.title}</h2>
        <p className="text-sm text-muted">{labels.intro}</p>
      </header>
      <div className="grid gap-4 md:grid-cols-2">
        <ActForm act="resend" customerId={customerId} labels={labels} title={labels.resendTitle!} button={labels.resendButton!} />
        <ActForm act="pause" customerId={customerId} labels={labels} title={labels.pauseTitle!} button={labels.pauseButton!}>
          <label className="flex flex-col gap-1 text-sm">
            <span>{labels.months}</span>
            <select name="months" defaultValue="1" className="rounded-md border border-line bg-bg px-2 py-1">
              <option value="1">1</option>
              <option value="2">2</option>
              <option value="3">3</option>
            </select>
          </label>
        </ActForm>
        <ActForm act="cancel" customerId={customerId} labels={labels} title={labels.cancelTitle!} button={labels.cancelButton!} />
        <ActForm act="extend" customerId={customerId} labels={labels} title={labels.extendTitle!} button={labels.extendButton!}>
          <p className="text-xs text-muted">{labels.extendIntro}</p>
          <label className="flex flex-col gap-1 text-sm">
            <span>{labels.days}</span>
            <input name="days" type="number" min={1} max={maxExtendDays} defaultValue={7} required className="rounded-md border border-line bg-bg px-2 py-1" />
          </label>
        </ActForm>
        {payments.length > 0 ? (
          <ActForm act="refund" customerId={customerId} labels={labels} title={labels.refundTitle!} button={labels.refundButton!}>
            <label className="flex flex-col gap-1 text-sm">
              <span>{labels.refundPayment}</span>
              <select name="paymentId" className="rounded-md border border-line bg-bg px-2 py-1">
                {payments.map((payment) => (
                  <option key={payment.id} value={payment.id}>
                    {payment.label}
                  </option>
                ))}
              </select>
            </label>
          </ActForm>
        ) : (
          <div className="rounded-md border border-line p-3 text-sm">
            <h3 className="font-semibold">{labels.refundTitle}</h3>
            <p className="text-muted">{labels.refundNone}</p>
          </div>
        )}
        <ActForm act="view" customerId={customerId} labels={labels} title={labels.viewTitle!} button={labels.viewButton!}>
          <p className="text-xs text-muted">{labels.viewIntro}</p>
          <label className="flex flex-col gap-1 text-sm">
            <span>{labels.viewLocale}</span>
            <select name="locale" defaultValue="en" className="rounded-md border border-line bg-bg px-2 py-1">
              {locales.map((locale) => (
                <option key={locale} value={locale}>
                  {locale}
                </option>
              ))}
            </select>
          </label>
        </ActForm>
      </div>
    </section>
  );
}

function ActForm({ act, customerId, labels, title, button, children }: { act: Act; customerId: string; labels: ActsLabels; title: string; button: string; children?: ReactNode }) {
  const hydrated = useHydrated();
  const router = useRouter();
  const formKey = useRef<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  async function run(form: FormData): Promise<StaffResult | { view: string }> {
    const reason = String(form.get("reason") ?? "");
    formKey.current ??= newKey();
    const formKeyValue = formKey.current;
    switch (act) {
      case "resend":
        return actOnCustomer({ act: "resend-sign-in", customerId, reason }).catch(() => null);
      case "pause":
        return actOnCustomer({ act: "pause", customerId, reason, months: Number(form.get("months") ?? 1), formKey: formKeyValue }).catch(() => null);
      case "cancel":
        return actOnCustomer({ act: "cancel", customerId, reason, formKey: formKeyValue }).catch(() => null);
      case "extend":
        return actOnCustomer({ act: "extend", customerId, reason, days: Number(form.get("days") ?? 0), formKey: formKeyValue }).catch(() => null);
      case "refund":
        return actOnCustomer({ act: "refund", customerId, reason, paymentId: String(form.get("paymentId") ?? "") }).catch(() => null);
      case "view": {
        const response = await fetch("/api/mgmt/support-proxy/view", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ customerId, reason, locale: String(form.get("locale") ?? "en") }),
        }).catch(() => null);
        if (!response?.ok) return response?.status === 401 ? { ok: false, staffError: "signedOut" } : response?.status === 403 ? { ok: false, staffError: "forbidden" } : null;
        const body = (await response.json()) as { url: string };
        return { view: body.url };
      }
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    if (String(form.get("reason") ?? "").trim().length < minReasonLength) return setMessage({ ok: false, text: labels.reasonShort! });
    if (!confirming) {
      setMessage(null);
      return setConfirming(true);
    }
    setBusy(true);
    const result = await run(form);
    setBusy(false);
    setConfirming(false);
    if (result && "view" in result) {
      window.location.assign(result.view);
      return;
    }
    if (!result) return setMessage({ ok: false, text: labels.failed! });
    if (!result.ok) {
      if (result.staffError) return setMessage({ ok: false, text: result.staffError === "signedOut" ? labels.signedOut! : labels.forbidden! });
      return setMessage({ ok: false, text: result.fieldErrors?.reason ?? labels.failed! });
    }
    const answer = result.data;
    if (answer.done) {
      formKey.current = null;
      setMessage({ ok: true, text: fill(labels.done!, { message: answer.message }) });
      router.refresh();
    } else {
      setMessage({ ok: false, text: fill(labels[answer.refusal] ?? labels.failed!, { detail: answer.detail ?? "" }) });
    }
  }

  return (
    <form onSubmit={submit} method="post" action="#" className="space-y-2 rounded-md border border-line p-3" data-testid={`support-act-${act}`}>
      <HydratedFieldset className="contents">
        <h3 className="font-semibold">{title}</h3>
        {children}
        <label className="flex flex-col gap-1 text-sm">
          <span>{labels.reason}</span>
          <textarea name="reason" required minLength={minReasonLength} maxLength={1000} rows={2} className="rounded-md border border-line bg-bg px-3 py-2" />
          <span className="text-xs text-muted">{labels.reasonHint}</span>
        </label>
        {confirming ? (
          <div className="flex flex-wrap items-center gap-2" role="group">
            <span className="text-sm font-semibold">{labels.confirmQuestion}</span>
            <Button type="submit" kind="primary" size="xs" disabled={!hydrated || busy} data-testid={`support-act-${act}-confirm`}>
              {labels.confirm}
            </Button>
            <Button type="button" kind="secondary" size="xs" disabled={!hydrated || busy} onClick={() => setConfirming(false)}>
              {labels.back}
            </Button>
          </div>
        ) : (
          <Button type="submit" kind="secondary" size="xs" disabled={!hydrated || busy} data-testid={`support-act-${act}-submit`}>
            {button}
          </Button>
        )}
        {message ? (
          <p role="status" className={message.ok ? "text-sm text-success" : "text-sm text-danger"} data-testid={`support-act-${act}-message`}>
            {message.text}
          </p>
        ) : null}
      </HydratedFieldset>
    </form>
  );
}
