import { detectOs, refineOs, type DetectedOs, type OsHints } from "@/features/analytics/domain/detect-os";
import { UserAgentParserError } from "@/features/errors/domain/named-errors";
import { reportError } from "@/features/errors/client/report-error";

/** Spec section 9: the OS is detected 4 000 ms after the page has loaded. */
export const osDetectionDelayMs = 4000;

type UaData = { getHighEntropyValues?: (hints: string[]) => Promise<{ platform?: string; platformVersion?: string }> };

export type OsDetectionEnv = {
  userAgent: string;
  userAgentData?: UaData;
  maxTouchPoints?: number;
  /** Calls fn once the page has loaded (at once if it already has). */
  afterLoad: (fn: () => void) => () => void;
  setTimer: (fn: () => void, ms: number) => unknown;
  clearTimer: (timer: unknown) => void;
};

/** Schedules the detection; failures are reported as user-agent-parser errors. Answers a cancel function. */
export function detectOsLater(onDetected: (os: DetectedOs) => void, env: OsDetectionEnv = browserOsEnv()): () => void {
  let timer: unknown;
  const cancelLoad = env.afterLoad(() => {
    timer = env.setTimer(() => void run(env, onDetected), osDetectionDelayMs);
  });
  return () => {
    cancelLoad();
    if (timer !== undefined) env.clearTimer(timer);
  };
}

async function run(env: OsDetectionEnv, onDetected: (os: DetectedOs) => void): Promise<void> {
  try {
    let hints: OsHints = { maxTouchPoints: env.maxTouchPoints };
    if (env.userAgentData?.getHighEntropyValues) {
      hints = { ...hints, ...(await env.userAgentData.getHighEntropyValues(["platform", "platformVersion"])) };
    }
    onDetected(refineOs(detectOs(env.userAgent), hints));
  } catch (error) {
    reportError(new UserAgentParserError("OS detection failed", { cause: error, context: { userAgent: env.userAgent } }));
  }
}

function browserOsEnv(): OsDetectionEnv {
  const nav = navigator as Navigator & { userAgentData?: UaData };
  return {
    userAgent: nav.userAgent,
    userAgentData: nav.userAgentData,
    maxTouchPoints: nav.maxTouchPoints,
    afterLoad: (fn) => {
      if (document.readyState === "complete") {
        fn();
        return () => undefined;
      }
      window.addEventListener("load", fn, { once: true });
      return () => window.removeEventListener("load", fn);
    },
    setTimer: (fn, ms) => setTimeout(fn, ms),
    clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
  };
}
