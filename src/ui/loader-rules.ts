/** Loader rules of the spec: at most 2 000 ms, once per browser session, and during redirects. */
export const LOADER_MAX_MS = 2000;
export const LOADER_SESSION_KEY = "pw:loader-shown";

/** Classes on <html>: `pw-loading` (first view), `pw-redirecting`, `pw-split-pending`. */
export const loaderClasses = {
  loading: "pw-loading",
  redirecting: "pw-redirecting",
  splitPending: "pw-split-pending",
} as const;

/**
 * A tiny script run before the first paint: shows the loader if this browser session has
 * not seen it yet, and always hides it after LOADER_MAX_MS.
 */
export function loaderBootScript(): string {
  return `(function(){try{var k=${JSON.stringify(LOADER_SESSION_KEY)},d=document.documentElement;if(!sessionStorage.getItem(k)){sessionStorage.setItem(k,"1");d.classList.add(${JSON.stringify(loaderClasses.loading)});setTimeout(function(){d.classList.remove(${JSON.stringify(loaderClasses.loading)})},${LOADER_MAX_MS});}}catch(e){}})();`;
}
