/** Every word the sign-in form shows, translated on the server (no messages travel to the browser). */
export type SignInText = {
  emailLabel: string;
  emailInvalid: string;
  send: string;
  sending: string;
  checkTitle: string;
  /** With `{email}` in it: the address the mail went to. */
  checkIntro: string;
  codeLabel: string;
  codeHint: string;
  signIn: string;
  signingIn: string;
  signedIn: string;
  otherEmail: string;
  resend: string;
  resent: string;
  /** Shown when this browser already has a session (the readable `userId` cookie). */
  alreadySignedIn: string;
  openPlan: string;
  signOut: { label: string; busy: string; failed: string };
  errors: Record<SignInErrorKey, string>;
};

export const signInErrorKeys = [
  "invalidCode",
  "codeExpired",
  "tooManyAttempts",
  "linkInvalid",
  "rateLimited",
  "network",
  "generic",
] as const;
export type SignInErrorKey = (typeof signInErrorKeys)[number];

/** The API's error code → the message the person reads. */
export function errorKeyOf(code: string): SignInErrorKey {
  switch (code) {
    case "invalid_code":
      return "invalidCode";
    case "code_expired":
      return "codeExpired";
    case "too_many_attempts":
      return "tooManyAttempts";
    case "link_invalid":
      return "linkInvalid";
    case "rate_limited":
      return "rateLimited";
    case "network":
      return "network";
    default:
      return "generic";
  }
}
