import { loaderClasses } from "./loader-rules";

/** Shows the loader while the browser leaves for `url` (a redirect). */
export function navigateWithLoader(url: string): void {
  document.documentElement.classList.add(loaderClasses.redirecting);
  window.location.assign(url);
}

/** Hides the page (opacity 0) until a client-side split redirect resolves. */
export function setSplitPending(pending: boolean): void {
  document.documentElement.classList.toggle(loaderClasses.splitPending, pending);
  document.documentElement.classList.toggle(loaderClasses.redirecting, pending);
}
