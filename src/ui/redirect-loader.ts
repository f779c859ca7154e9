import { loaderClasses } from "./loader-rules";

/**
 * Shows the loader while the browser leaves for `url` (a redirect). Should the page come back
 * from the back-forward cache, the loader goes again: it never covers a page that is there.
 */
export function navigateWithLoader(url: string): void {
  const html = document.documentElement;
  html.classList.add(loaderClasses.redirecting);
  window.addEventListener(
    "pageshow",
    (event) => {
      if (event.persisted) html.classList.remove(loaderClasses.redirecting);
    },
    { once: true },
  );
  window.location.assign(url);
}

/** Hides the page (opacity 0) until a client-side split redirect resolves. */
export function setSplitPending(pending: boolean): void {
  document.documentElement.classList.toggle(loaderClasses.splitPending, pending);
  document.documentElement.classList.toggle(loaderClasses.redirecting, pending);
}
