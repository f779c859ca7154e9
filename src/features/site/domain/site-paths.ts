/** Path tests of the header rules; paths are without the locale prefix. */

/** Support pages: the support proxy and anything under a support path. */
export function isSupportPath(pathname: string): boolean {
  return /(^|\/)support(-[a-z-]+)?(\/|$)/.test(pathname);
}

export function isContactPath(pathname: string): boolean {
  return /(^|\/)contact(\/|$)/.test(pathname);
}

/** Funnel pages of the women's fasting quizzes (paths containing `fasting-woman`). */
export function isFastingWomanPath(pathname: string): boolean {
  return pathname.includes("fasting-woman");
}

export function isThankYouPath(pathname: string): boolean {
  return pathname.includes("/thank-you");
}

/**
 * The customer's account: sign-in, the plan, the week, recipes, the subscription and the app
 * entry. The promo bar, which sells the quiz, is not shown there.
 */
export function isAccountPath(pathname: string): boolean {
  return /^\/(signin|my-plan|meal-plan|cooking|my-subscription|_app)(\/|$)/.test(pathname);
}

/** Preview pages of the management editors (a `preview` path segment). */
export function isPreviewPath(pathname: string): boolean {
  return /(^|\/)preview(\/|$)/.test(pathname);
}

/** A stored return address may only be a path on this site (never another origin). */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value) return null;
  let decoded = value;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return null;
  }
  if (!decoded.startsWith("/") || decoded.startsWith("//") || decoded.includes("\\")) return null;
  return /^[\x21-\x7e]+$/.test(decoded) ? decoded : null;
}
