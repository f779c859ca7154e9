import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { injectScript, resetInjectedScripts } from "@/features/third-party-scripts/client/inject-script";
import { setErrorService } from "@/features/errors/client/report-error";
import { scriptDocument } from "../../helpers/browser-stand-ins";

describe("injectScript", () => {
  const exceptions: Array<{ message: string; kind?: string; context?: object }> = [];
  const warnings: string[] = [];
  beforeEach(() => {
    resetInjectedScripts();
    exceptions.length = 0;
    warnings.length = 0;
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "warn").mockImplementation(() => {});
    setErrorService({
      captureException: (e) => exceptions.push(e as { message: string }),
      captureMessage: (m) => warnings.push(m),
    });
  });
  afterEach(() => {
    setErrorService(undefined);
    vi.restoreAllMocks();
  });

  it("adds an async script and resolves true once it loads", async () => {
    const { doc, appended } = scriptDocument();
    const loaded = injectScript("https://cdn.example/a.js", { doc, attributes: { "data-x": "1" } });
    expect(appended).toHaveLength(1);
    expect(appended[0]).toMatchObject({ src: "https://cdn.example/a.js", async: true, attributes: { "data-x": "1" } });
    appended[0]!.onload!();
    expect(await loaded).toBe(true);
    expect(exceptions).toEqual([]);
  });

  it("accepts only strings starting with http: 'Invalid url script was injected'", async () => {
    const { doc, appended } = scriptDocument();
    for (const bad of ["javascript:alert(1)", "//cdn.example/a.js", "/local.js", ""]) {
      expect(await injectScript(bad, { doc })).toBe(false);
    }
    expect(appended).toEqual([]);
    expect(exceptions.map((e) => [e.message, e.kind])).toEqual(Array(4).fill(["Invalid url script was injected", "script-injection"]));
    expect(console.error).toHaveBeenCalledWith("Invalid url script was injected", { src: "javascript:alert(1)" });
  });

  it("logs 'Failed to load script' when loading fails", async () => {
    const { doc, appended } = scriptDocument();
    const loaded = injectScript("https://cdn.example/broken.js", { doc });
    appended[0]!.onerror!();
    expect(await loaded).toBe(false);
    expect(exceptions.map((e) => e.message)).toEqual(["Failed to load script"]);
    expect(exceptions[0]!.context).toEqual({ src: "https://cdn.example/broken.js" });
  });

  it("warns the error service and Slack when the same script is injected again, once", async () => {
    const { doc, appended } = scriptDocument();
    const slack: Array<{ title: string; messageText: string }> = [];
    const notifySlack = async (n: { title: string; messageText: string }) => void slack.push(n);
    const first = injectScript("https://cdn.example/dup.js", { doc, notifySlack });
    const second = injectScript("https://cdn.example/dup.js", { doc, notifySlack });
    injectScript("https://cdn.example/dup.js", { doc, notifySlack });
    expect(appended).toHaveLength(1);
    expect(second).toBe(first);
    expect(slack).toEqual([
      {
        title: "Window script injection warnings",
        messageText: "The same script was injected recently, probably by bots: https://cdn.example/dup.js (page unknown)",
      },
    ]);
    expect(warnings).toEqual([`Window script injection warnings: ${slack[0]!.messageText}`]);
  });

  it("reports a Slack failure instead of throwing", async () => {
    const { doc } = scriptDocument();
    const notifySlack = async () => {
      throw new Error("Failed to send slack notification");
    };
    injectScript("https://cdn.example/x.js", { doc, notifySlack });
    injectScript("https://cdn.example/x.js", { doc, notifySlack });
    await vi.waitFor(() => expect(exceptions.map((e) => e.message)).toEqual(["Failed to send slack notification"]));
  });
});
