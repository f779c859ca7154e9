/** Set on <html> while a split-test redirect is pending; the loader can key off it. */
export const SPLIT_PENDING_ATTRIBUTE = "data-split-pending";

/** How long the page may stay hidden before it is shown again anyway (the loader's limit). */
export const SPLIT_REDIRECT_TIMEOUT_MS = 2_000;

type HideableElement = {
  style: { opacity: string };
  setAttribute: (name: string, value: string) => void;
  removeAttribute: (name: string) => void;
};

/** Hides the page (opacity 0) and returns the function that shows it again. */
export function hidePage(root: HideableElement = document.documentElement): () => void {
  const previous = root.style.opacity;
  root.style.opacity = "0";
  root.setAttribute(SPLIT_PENDING_ATTRIBUTE, "true");
  let shown = false;
  return () => {
    if (shown) return;
    shown = true;
    root.style.opacity = previous;
    root.removeAttribute(SPLIT_PENDING_ATTRIBUTE);
  };
}

/**
 * Leaves for a page-split variant without showing the current page: hides it, navigates,
 * and shows it again only if the navigation has not happened within the timeout.
 */
export function redirectWhileHidden(
  target: string,
  options: {
    root?: HideableElement;
    navigate?: (url: string) => void;
    timeoutMs?: number;
    setTimer?: (callback: () => void, ms: number) => unknown;
  } = {},
): () => void {
  const show = hidePage(options.root);
  const navigate = options.navigate ?? ((url: string) => window.location.replace(url));
  const setTimer =
    options.setTimer ?? ((callback: () => void, ms: number) => setTimeout(callback, ms));
  setTimer(show, options.timeoutMs ?? SPLIT_REDIRECT_TIMEOUT_MS);
  try {
    navigate(target);
  } catch {
    show();
  }
  return show;
}
