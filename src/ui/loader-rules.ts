/**
 * Loader rules of the spec: at most 2 000 ms, once per browser session, and during redirects.
 * It shows only while something is really loading: it appears after LOADER_SHOW_DELAY_MS (a
 * page that arrives quickly never flashes it; until then it is invisible and taps go through to
 * the page), and the first view's loader goes as soon as the page's content is in the document.
 * Our pages work from their HTML (a quiz step is a form), so a page whose content has arrived
 * is ready: the loader never lies over it, whether or not its JavaScript has run yet.
 */
export const LOADER_MAX_MS = 2000;
export const LOADER_SHOW_DELAY_MS = 500;
export const LOADER_SESSION_KEY = "pw:loader-shown";
/** The attribute of the empty element that follows a page's content (`LoaderContentEnd`). */
export const LOADER_CONTENT_END_ATTRIBUTE = "data-loader-content-end";

/** Classes on <html>: `pw-loading` (first view), `pw-redirecting`, `pw-split-pending`. */
export const loaderClasses = {
  loading: "pw-loading",
  redirecting: "pw-redirecting",
  splitPending: "pw-split-pending",
} as const;

/**
 * A tiny script run before the first paint. On the first page view of a browser session it
 * sets `pw-loading` and takes it away again at the first of: the page's content has arrived
 * (checked before each frame is painted), the document is parsed, LOADER_MAX_MS.
 */
export function loaderBootScript(): string {
  const key = JSON.stringify(LOADER_SESSION_KEY);
  const loading = JSON.stringify(loaderClasses.loading);
  const contentEnd = JSON.stringify(`[${LOADER_CONTENT_END_ATTRIBUTE}]`);
  return `(function(){try{var d=document.documentElement,k=${key},c=${loading};if(sessionStorage.getItem(k))return;sessionStorage.setItem(k,"1");d.classList.add(c);var done=function(){d.classList.remove(c)};setTimeout(done,${LOADER_MAX_MS});document.addEventListener("DOMContentLoaded",done);var check=function(){if(!d.classList.contains(c))return;if(document.querySelector(${contentEnd}))done();else requestAnimationFrame(check)};requestAnimationFrame(check)}catch(e){}})();`;
}
