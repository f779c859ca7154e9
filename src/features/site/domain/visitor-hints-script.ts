/**
 * A fixed inline script run before the first paint of every page: marks <html> with
 * `pw-has-return` when the visitor has a stored return address, so the header reserves the
 * return panel's place before the browser fills it in (no layout shift on prerendered pages).
 * Allowed by its hash, like the other fixed inline scripts (docs/security.md).
 */
export const visitorHintsScript =
  'try{if(/(?:^|; )returnURL=[^;]/.test(document.cookie))document.documentElement.classList.add("pw-has-return")}catch(e){}';
