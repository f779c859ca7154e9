/** The parts of an error-service event (Sentry's ErrorEvent) the filter reads. */
export type ReportableEvent = {
  message?: string;
  exception?: {
    values?: Array<{
      type?: string;
      value?: string;
      stacktrace?: { frames?: Array<{ filename?: string; abs_path?: string }> };
    }>;
  };
};

export const indexOfMessage = "Cannot read properties of undefined (reading 'indexOf')";

const chunkLoadFailures = [
  /ChunkLoadError/,
  /Loading (CSS )?chunk [\w./-]+ failed/i,
  /Failed to load chunk/i,
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
];

const scriptErrors = [/^Script error\.?$/i, /^\(?unknown\)?: Script error\.?$/i];

const extensionUrl = /^(chrome|moz|safari|safari-web|ms-browser|edge)-extension:\/\/|^(webkit-masked-url|resource):/i;
const extensionMessage = /(chrome|moz|safari|safari-web|ms-browser)-extension:\/\//i;

/** Ad and tracking scripts: an error thrown inside them is not ours. */
const adScriptHosts = [
  "googletagmanager.com",
  "google-analytics.com",
  "googlesyndication.com",
  "googleadservices.com",
  "doubleclick.net",
  "connect.facebook.net",
  "analytics.tiktok.com",
  "ads-twitter.com",
  "bat.bing.com",
  "sc-static.net",
  "tr.snapchat.com",
  "s.yimg.jp",
  "yimg.jp",
  "criteo.com",
  "taboola.com",
  "outbrain.com",
];

/** Social widgets and SDKs. */
const socialScriptHosts = [
  "facebook.com",
  "facebook.net",
  "platform.twitter.com",
  "platform.x.com",
  "instagram.com",
  "pinterest.com",
  "pinimg.com",
  "platform.linkedin.com",
  "tiktok.com",
  "snapchat.com",
];

/** Server-render errors that are Next.js control flow or hydration noise, not defects. */
const serverRenderNoise = [
  /NEXT_NOT_FOUND/,
  /NEXT_REDIRECT/,
  /NEXT_HTTP_ERROR_FALLBACK/,
  /DYNAMIC_SERVER_USAGE|Dynamic server usage/,
  /BAILOUT_TO_CLIENT_SIDE_RENDERING/,
  /Hydration failed because/i,
  /There was an error while hydrating/i,
  /Text content does not match server-rendered HTML/i,
  /Minified React error #(418|423|425);/,
  /ResponseAborted/,
];

/**
 * The error-reporting filter of spec section 8: false drops the event. Skipped when the
 * disable_analytics cookie is 'true' or for the `indexOf` message; chunk-load failures,
 * script errors, errors from browser extensions, ad and social scripts and the server-render
 * errors above are dropped too.
 */
export function shouldReport(event: ReportableEvent, cookies: Record<string, string | undefined>): boolean {
  if (cookies.disable_analytics === "true") return false;
  const messages = messagesOf(event);
  if (messages.some((m) => m.includes(indexOfMessage))) return false;
  if (messages.some((m) => chunkLoadFailures.some((p) => p.test(m)))) return false;
  if (messages.some((m) => scriptErrors.some((p) => p.test(m.trim())))) return false;
  if (messages.some((m) => serverRenderNoise.some((p) => p.test(m)))) return false;

  const frames = framesOf(event);
  if (frames.some((url) => extensionUrl.test(url)) || messages.some((m) => extensionMessage.test(m))) return false;
  const origin = frames.at(-1);
  if (origin && (fromHost(origin, adScriptHosts) || fromHost(origin, socialScriptHosts))) return false;
  return true;
}

function messagesOf(event: ReportableEvent): string[] {
  const messages = event.message ? [event.message] : [];
  for (const value of event.exception?.values ?? []) {
    if (value.type) messages.push(value.type);
    if (value.value) messages.push(value.value, value.type ? `${value.type}: ${value.value}` : value.value);
  }
  return messages;
}

/** Frame URLs, oldest first as the error service orders them (the last one threw). */
function framesOf(event: ReportableEvent): string[] {
  const urls: string[] = [];
  for (const value of event.exception?.values ?? []) {
    for (const frame of value.stacktrace?.frames ?? []) {
      const url = frame.abs_path || frame.filename;
      if (url) urls.push(url);
    }
  }
  return urls;
}

function fromHost(url: string, hosts: readonly string[]): boolean {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return false;
  }
  return hosts.some((h) => host === h || host.endsWith(`.${h}`));
}
