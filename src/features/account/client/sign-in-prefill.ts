/**
 * The address a page that knows it (the thank-you page) hands to the sign-in page, kept in this
 * tab's sessionStorage — never in the address bar, where logs, analytics and the Referer would
 * see it (docs/account.md, "Where sign-in returns").
 */
const key = "platewise:signin-email";

export function rememberSignInEmail(email: string): void {
  try {
    sessionStorage.setItem(key, email);
  } catch {
    // Storage off (private mode, quota): the person types the address.
  }
}

export function rememberedSignInEmail(): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}
