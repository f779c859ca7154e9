import { afterEach, describe, expect, it, vi } from "vitest";
import { detectOsLater, type OsDetectionEnv } from "@/features/analytics/client/detect-os-later";
import { setErrorService } from "@/features/errors/client/report-error";

function env(userAgent: string, extra: Partial<OsDetectionEnv> = {}) {
  const timers: Array<{ fn: () => void; ms: number }> = [];
  let onLoad: (() => void) | undefined;
  const e: OsDetectionEnv = {
    userAgent,
    afterLoad: (fn) => ((onLoad = fn), () => (onLoad = undefined)),
    setTimer: (fn, ms) => timers.push({ fn, ms }),
    clearTimer: () => undefined,
    ...extra,
  };
  return { e, timers, load: () => onLoad?.() };
}

afterEach(() => {
  setErrorService(undefined);
  vi.restoreAllMocks();
});

describe("detectOsLater", () => {
  it("waits for the load event, then 4000 ms", async () => {
    const found: unknown[] = [];
    const { e, timers, load } = env("Mozilla/5.0 (Windows NT 10.0; Win64; x64)", {
      userAgentData: { getHighEntropyValues: async () => ({ platform: "Windows", platformVersion: "15.0.0" }) },
    });
    detectOsLater((os) => found.push(os), e);
    expect(timers).toEqual([]);
    load();
    expect(timers.map((t) => t.ms)).toEqual([4000]);
    timers[0]!.fn();
    await vi.waitFor(() => expect(found).toEqual([{ name: "Windows", version: "11" }]));
  });

  it("reports a failed detection as a user-agent-parser error", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const reported: Array<{ kind: string }> = [];
    setErrorService({ captureException: (error) => reported.push(error as { kind: string }), captureMessage: () => undefined });
    const { e, timers, load } = env("curl/8.4");
    detectOsLater(() => undefined, e);
    load();
    timers[0]!.fn();
    await vi.waitFor(() => expect(reported.map((r) => r.kind)).toEqual(["user-agent-parser"]));
  });

  it("can be cancelled before the page loads", () => {
    const { e, timers, load } = env("Mozilla/5.0 (X11; Linux x86_64)");
    const cancel = detectOsLater(() => undefined, e);
    cancel();
    load();
    expect(timers).toEqual([]);
  });
});
