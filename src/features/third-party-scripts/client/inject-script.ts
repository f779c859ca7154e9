import { ScriptInjectionError } from "@/features/errors/domain/named-errors";
import { reportError, reportWarning } from "@/features/errors/client/report-error";
import { sendSlackNotification } from "@/features/notifications/client/send-slack-notification";

export const invalidScriptMessage = "Invalid url script was injected";
export const failedScriptMessage = "Failed to load script";
export const duplicateScriptTitle = "Window script injection warnings";

/** The DOM parts used, so the rules can be checked without a browser. */
export type ScriptDocument = {
  createElement(tag: "script"): HTMLScriptElement;
  head: { appendChild(node: HTMLScriptElement): unknown };
  /** Finds the page's nonced script (absent in stand-ins: no nonce is copied). */
  querySelector?(selector: "script[nonce]"): { nonce?: string } | null;
};

export type InjectOptions = {
  attributes?: Record<string, string>;
  /** Default: the nonce of the page's own scripts. */
  nonce?: string;
  doc?: ScriptDocument;
  /** Where the duplicate warning goes besides the error service; default: Slack. */
  notifySlack?: (notification: { title: string; messageText: string }) => Promise<unknown>;
};

const injected = new Map<string, { count: number; loaded: Promise<boolean> }>();

/**
 * Adds an async script once. Only URLs starting with http are accepted ("Invalid url script
 * was injected"); a load failure logs "Failed to load script". Injecting the same script a
 * second time sends a warning to the error service and to Slack (it is not added again).
 * The page's CSP trusts the script because our (nonced) code adds it ('strict-dynamic'); it
 * also gets the page's nonce, so a tag manager can hand it on to the tags it injects inline.
 * Resolves true when the script loaded.
 */
export function injectScript(src: string, options: InjectOptions = {}): Promise<boolean> {
  if (typeof src !== "string" || !src.startsWith("http")) {
    reportError(new ScriptInjectionError(invalidScriptMessage, { context: { src: String(src).slice(0, 200) } }));
    return Promise.resolve(false);
  }
  const previous = injected.get(src);
  if (previous) {
    previous.count += 1;
    if (previous.count === 2) warnDuplicate(src, options);
    return previous.loaded;
  }
  const doc: ScriptDocument = options.doc ?? document;
  const script = doc.createElement("script");
  script.async = true;
  const nonce = options.nonce ?? doc.querySelector?.("script[nonce]")?.nonce;
  if (nonce) script.nonce = nonce;
  for (const [name, value] of Object.entries(options.attributes ?? {})) script.setAttribute(name, value);
  const loaded = new Promise<boolean>((resolve) => {
    script.onload = () => resolve(true);
    script.onerror = () => {
      reportError(new ScriptInjectionError(failedScriptMessage, { context: { src } }));
      resolve(false);
    };
  });
  script.src = src;
  injected.set(src, { count: 1, loaded });
  doc.head.appendChild(script);
  return loaded;
}

function warnDuplicate(src: string, options: InjectOptions): void {
  const messageText = `The same script was injected recently, probably by bots: ${src} (page ${globalThis.location?.href ?? "unknown"})`;
  reportWarning(`${duplicateScriptTitle}: ${messageText}`, { src });
  const notify = options.notifySlack ?? sendSlackNotification;
  notify({ title: duplicateScriptTitle, messageText }).catch((error: unknown) => reportError(error, { src }));
}

/** Forgets injected scripts (tests). */
export function resetInjectedScripts(): void {
  injected.clear();
}
