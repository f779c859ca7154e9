import { whenIdle } from "@/lib/when-idle";

type Start = () => Promise<void>;

let start: Start | undefined;
let started: Promise<void> | undefined;

/**
 * Registers how the consent manager starts on this page and starts it once the page is idle:
 * vanilla-cookieconsent and its CSS are not needed for the first paint. Returns a cancel for
 * the idle wait.
 */
export function startConsentWhenIdle(starter: Start): () => void {
  start = starter;
  return whenIdle(() => void loadConsentManager());
}

/** Starts the consent manager now (once per page load) and resolves when it is running. */
export function loadConsentManager(): Promise<void> {
  if (!start) return Promise.resolve();
  started ??= start();
  return started;
}
