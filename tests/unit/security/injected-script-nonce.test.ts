import { beforeEach, describe, expect, it } from "vitest";
import { injectScript, resetInjectedScripts } from "@/features/third-party-scripts/client/inject-script";
import { scriptDocument } from "../../helpers/browser-stand-ins";

describe("scripts injected under the page's CSP", () => {
  beforeEach(() => resetInjectedScripts());

  it("carry the nonce of the page's own scripts, so a tag manager can hand it on", () => {
    const { doc, appended } = scriptDocument();
    const page = { ...doc, querySelector: () => ({ nonce: "q83v7pSpfDqvlvzSOVYfGg==" }) };
    void injectScript("https://www.googletagmanager.com/gtm.js?id=GTM-1", { doc: page });
    expect((appended[0] as unknown as { nonce?: string }).nonce).toBe("q83v7pSpfDqvlvzSOVYfGg==");
  });

  it("get no nonce when the page has none", () => {
    const { doc, appended } = scriptDocument();
    const page = { ...doc, querySelector: () => null };
    void injectScript("https://connect.facebook.net/en_US/fbevents.js", { doc: page });
    expect((appended[0] as unknown as { nonce?: string }).nonce).toBeUndefined();
  });
});
