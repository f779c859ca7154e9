import { AnalyticsLoadError } from "@/features/errors/domain/named-errors";
import { reportError } from "@/features/errors/client/report-error";

/** The parts of @amplitude/analytics-browser the wrappers use. */
export type AmplitudeSdk = {
  init: (apiKey: string, userId?: string, options?: Record<string, unknown>) => unknown;
  track: (name: string, properties?: Record<string, unknown>) => unknown;
  identify: (identify: InstanceType<AmplitudeSdk["Identify"]>) => unknown;
  Identify: new () => { set: (key: string, value: string | number | boolean) => unknown };
};

let sdk: AmplitudeSdk | undefined;
let reportedMissing = false;

export const logEventLoadError = "amplitudeLogEvent: amplitude sdk load error";
export const setUserPropsLoadError = "amplitudeSetUserProps: amplitude sdk load error";

/**
 * Loads and starts Amplitude; call it only once the performance group is granted. Our own
 * attribution and page views are used, so Amplitude's autocapture keeps only sessions.
 */
export async function loadAmplitude(
  apiKey: string,
  options: { userId?: string | null; load?: () => Promise<AmplitudeSdk> } = {},
): Promise<void> {
  if (sdk) return;
  const load = options.load ?? (() => import("@amplitude/analytics-browser") as unknown as Promise<AmplitudeSdk>);
  try {
    const amplitude = await load();
    amplitude.init(apiKey, options.userId ?? undefined, {
      autocapture: { attribution: false, pageViews: false, sessions: true, formInteractions: false, fileDownloads: false, elementInteractions: false },
    });
    sdk = amplitude;
  } catch (error) {
    reportError(new AnalyticsLoadError("Amplitude failed to load", { cause: error }));
  }
}

export function isAmplitudeLoaded(): boolean {
  return sdk !== undefined;
}

/** Forgets the loaded SDK (tests, or after consent is withdrawn). */
export function unloadAmplitude(): void {
  sdk = undefined;
  reportedMissing = false;
}

/** Amplitude's track; logs the spec's message when the SDK is not loaded. */
export function logEvent(name: string, properties: Record<string, unknown> = {}): void {
  if (!sdk) return missing(logEventLoadError);
  sdk.track(name, properties);
}

/** Sets user properties with an identify call; logs the spec's message when not loaded. */
export function setUserProperties(properties: Record<string, string | number | boolean | undefined>): void {
  if (!sdk) return missing(setUserPropsLoadError);
  const identify = new sdk.Identify();
  for (const [key, value] of Object.entries(properties)) if (value !== undefined) identify.set(key, value);
  sdk.identify(identify);
}

/** The message in the console every time; the error service hears of it once per page. */
function missing(message: string): void {
  if (reportedMissing) {
    console.error(message);
    return;
  }
  reportedMissing = true;
  reportError(new AnalyticsLoadError(message));
}
