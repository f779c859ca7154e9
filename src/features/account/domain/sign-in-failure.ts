/** Why a code or link did not sign someone in, as the page tells it. */
export type SignInFailure = "invalid_code" | "code_expired" | "too_many_attempts" | "link_invalid";

/**
 * better-auth's error codes for the e-mail code, in our words. An unknown code, a spent code
 * and the code of an address without an account all read "invalid": nothing tells them apart.
 */
export function codeFailureOf(libraryCode: string | undefined): SignInFailure {
  switch (libraryCode) {
    case "OTP_EXPIRED":
      return "code_expired";
    case "TOO_MANY_ATTEMPTS":
      return "too_many_attempts";
    default:
      return "invalid_code";
  }
}
