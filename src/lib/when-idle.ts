/**
 * Runs `fn` once the browser is idle after the first paint (at the latest after `timeoutMs`),
 * so code that is not needed to show the page loads after it. Returns a cancel function.
 */
export function whenIdle(fn: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(fn, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(fn, 200);
  return () => window.clearTimeout(id);
}
