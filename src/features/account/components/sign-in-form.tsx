"use client";

import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from "react";
import { postSignIn } from "@/features/account/client/post-sign-in";
import { rememberedSignInEmail } from "@/features/account/client/sign-in-prefill";
import { signInDestination } from "@/features/account/domain/sign-in-destination";
import { Button } from "@/ui/button";
import { errorKeyOf, type SignInText } from "./sign-in-text";
import { SignInCodeStep } from "./sign-in-code-step";
import { SignOutButton } from "./sign-out-button";

const inputClass =
  "w-full rounded-xl border border-line bg-bg px-3 py-3 text-base text-fg outline-none focus:border-primary aria-[invalid=true]:border-red-600";

const noSubscription = () => () => {};
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const linkFailedInAddress = () => new URLSearchParams(location.search).get("error") === "link_invalid";
const hasSessionHint = () => /(?:^|;\s*)userId=[^;]+/.test(document.cookie);
/** Where the person was going (`?next=`, a same-site path), or "" for the plan. */
const destinationInAddress = () => signInDestination(new URLSearchParams(location.search).get("next")) ?? "";

type Step = { name: "email" } | { name: "code"; email: string } | { name: "done" };

/**
 * Sign-in in two steps (docs/account.md, "Sign-in"): the e-mail address, then the 6-digit code
 * from the mail (or its link, which needs no page). Signed in, the plan opens with a full page
 * load so every part of the site sees the new session.
 */
export function SignInForm({ locale, planHref, signInHref, text }: { locale: string; planHref: string; signInHref: string; text: SignInText }) {
  const [step, setStep] = useState<Step>({ name: "email" });
  const [message, setMessage] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [lastEmail, setLastEmail] = useState("");
  // Until the page's script runs the buttons stay off: nothing goes out as a plain form post.
  const ready = useSyncExternalStore(noSubscription, () => true, () => false);
  const emailRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);

  // A mail's link that did not work lands here with ?error=link_invalid; said until the next try.
  const linkFailed = useSyncExternalStore(noSubscription, linkFailedInAddress, () => false);
  const [tried, setTried] = useState(false);
  const signedIn = useSyncExternalStore(noSubscription, hasSessionHint, () => false);
  const destination = useSyncExternalStore(noSubscription, destinationInAddress, () => "");
  const afterSignIn: Record<string, string> = destination ? { next: destination } : {};
  useEffect(() => {
    if (step.name === "code") codeRef.current?.focus();
  }, [step.name]);
  // The address a page that knew it handed over (the thank-you page), filled in once.
  useEffect(() => {
    const remembered = rememberedSignInEmail();
    if (remembered && emailRef.current && !emailRef.current.value) emailRef.current.value = remembered;
  }, []);

  async function sendMail(email: string, again: boolean) {
    setTried(true);
    setBusy(true);
    setMessage(null);
    setNotice(null);
    const answer = await postSignIn("/api/auth/signin/request", { email, locale, ...afterSignIn });
    setBusy(false);
    if (!answer.ok) {
      setMessage(answer.code === "validation_failed" ? text.emailInvalid : text.errors[errorKeyOf(answer.code)]);
      return;
    }
    setLastEmail(email);
    setStep({ name: "code", email });
    if (again) setNotice(text.resent);
  }

  async function onEmail(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const email = emailRef.current?.value.trim() ?? "";
    if (!emailPattern.test(email)) {
      setTried(true);
      setMessage(text.emailInvalid);
      emailRef.current?.focus();
      return;
    }
    await sendMail(email, false);
  }

  async function onCode(event: FormEvent) {
    event.preventDefault();
    if (busy || step.name !== "code") return;
    setBusy(true);
    setMessage(null);
    setNotice(null);
    const answer = await postSignIn("/api/auth/signin/code", { email: step.email, code: codeRef.current?.value ?? "", locale, ...afterSignIn });
    if (answer.ok) {
      setStep({ name: "done" });
      location.assign(answer.next ?? (destination || planHref));
      return;
    }
    setBusy(false);
    setMessage(text.errors[errorKeyOf(answer.code)]);
    codeRef.current?.select();
  }

  const shown = message ?? (linkFailed && !tried ? text.errors.linkInvalid : null);
  const error = shown ? (
    <p role="alert" className="text-sm text-red-600" data-testid="signin-error">
      {shown}
    </p>
  ) : null;

  if (step.name === "done") {
    return (
      <p role="status" className="text-base font-semibold" data-testid="signin-done">
        {text.signedIn}
      </p>
    );
  }

  if (step.name === "email") {
    return (
      <form onSubmit={onEmail} noValidate className="flex flex-col gap-4" data-testid="signin-email-form">
        {signedIn ? (
          <div className="flex flex-col gap-3 rounded-xl bg-primary-light p-4" data-testid="signin-already">
            <p className="text-sm">{text.alreadySignedIn}</p>
            <div className="flex flex-wrap items-center gap-3">
              <a href={destination || planHref} className="font-semibold text-primary underline-offset-4 hover:underline">
                {text.openPlan}
              </a>
              <SignOutButton kind="secondary" size="small" afterPath={signInHref} text={text.signOut} />
            </div>
          </div>
        ) : null}
        <div className="flex flex-col gap-1">
          <label htmlFor="signin-email" className="text-sm font-semibold">
            {text.emailLabel}
          </label>
          <input
            ref={emailRef}
            id="signin-email"
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            dir="ltr"
            required
            maxLength={254}
            defaultValue={lastEmail}
            className={`${inputClass} text-start`}
            aria-invalid={message === text.emailInvalid}
          />
        </div>
        {error}
        <Button type="submit" size="big" wide disabled={!ready || busy} data-testid="signin-send">
          {busy ? text.sending : text.send}
        </Button>
      </form>
    );
  }

  return (
    <SignInCodeStep
      email={step.email}
      text={text}
      busy={busy}
      ready={ready}
      error={error}
      notice={notice}
      codeRef={codeRef}
      onSubmit={onCode}
      onResend={() => void sendMail(step.email, true)}
      onOtherEmail={() => {
        setMessage(null);
        setNotice(null);
        setStep({ name: "email" });
      }}
    />
  );
}
