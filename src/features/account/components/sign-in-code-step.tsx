import type { FormEvent, ReactNode, RefObject } from "react";
import { Button } from "@/ui/button";
import { TextWithEmail } from "@/ui/email-address";
import type { SignInText } from "./sign-in-text";

const inputClass =
  "w-full rounded-xl border border-line bg-bg px-3 py-3 text-base text-fg outline-none focus:border-primary aria-[invalid=true]:border-red-600";

export type SignInCodeStepProps = {
  email: string;
  text: SignInText;
  busy: boolean;
  /** False until the page's script runs: the buttons stay off. */
  ready: boolean;
  error: ReactNode;
  notice: string | null;
  codeRef: RefObject<HTMLInputElement | null>;
  onSubmit: (event: FormEvent) => void;
  onResend: () => void;
  onOtherEmail: () => void;
};

/**
 * "Check your e-mail" and the 6-digit code field: numeric keyboard, the code offered by the
 * phone from the mail (`one-time-code`), digits left to right in every language.
 */
export function SignInCodeStep({ email, text, busy, ready, error, notice, codeRef, onSubmit, onResend, onOtherEmail }: SignInCodeStepProps) {
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" data-testid="signin-code-form">
      <div className="flex flex-col gap-2">
        <h2 className="text-xl font-bold">{text.checkTitle}</h2>
        <p className="text-sm text-muted">
          <TextWithEmail text={text.checkIntro} email={email} className="font-semibold text-fg" />
        </p>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="signin-code" className="text-sm font-semibold">
          {text.codeLabel}
        </label>
        <input
          ref={codeRef}
          id="signin-code"
          name="code"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9 ]*"
          maxLength={12}
          dir="ltr"
          className={`${inputClass} text-center font-mono text-2xl tracking-[0.4em]`}
          aria-describedby="signin-code-hint"
          aria-invalid={Boolean(error)}
          data-testid="signin-code"
        />
        <p id="signin-code-hint" className="text-xs text-muted">
          {text.codeHint}
        </p>
      </div>
      {error}
      {notice ? (
        <p role="status" className="text-sm text-muted">
          {notice}
        </p>
      ) : null}
      <Button type="submit" size="big" wide disabled={!ready || busy} data-testid="signin-submit">
        {busy ? text.signingIn : text.signIn}
      </Button>
      <div className="flex flex-wrap justify-between gap-2">
        <Button type="button" kind="text" size="small" disabled={busy} onClick={onResend}>
          {text.resend}
        </Button>
        <Button type="button" kind="text" size="small" disabled={busy} onClick={onOtherEmail}>
          {text.otherEmail}
        </Button>
      </div>
    </form>
  );
}
