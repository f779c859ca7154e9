import { describe, expect, it } from "vitest";
import { createConsentStore } from "@/features/consent/domain/consent-store";
import { currentConsent, onConsent, publishConsent } from "@/features/consent/client/on-consent";

const denied = { necessary: true, performance: false, functional: false, targeting: false };

describe("onConsent", () => {
  it("runs at once when the group is already granted", () => {
    const store = createConsentStore({ ...denied, performance: true });
    let calls = 0;
    store.onConsent("performance", () => calls++);
    expect(calls).toBe(1);
  });

  it("waits until the group is granted, then runs exactly once", () => {
    const store = createConsentStore(denied);
    let calls = 0;
    store.onConsent("targeting", () => calls++);
    store.update({ ...denied, performance: true });
    expect(calls).toBe(0);
    store.update({ ...denied, targeting: true });
    store.update({ ...denied, targeting: true });
    expect(calls).toBe(1);
  });

  it("never runs after unsubscribing", () => {
    const store = createConsentStore(denied);
    let calls = 0;
    const unsubscribe = store.onConsent("functional", () => calls++);
    unsubscribe();
    store.update({ ...denied, functional: true });
    expect(calls).toBe(0);
  });

  it("always has the necessary group", () => {
    const store = createConsentStore();
    let ran = false;
    store.onConsent("necessary", () => (ran = true));
    expect(ran).toBe(true);
  });

  it("is exposed as one page-wide helper", () => {
    const seen: string[] = [];
    onConsent("performance", () => seen.push("performance"));
    publishConsent({ ...denied, performance: true });
    expect(seen).toEqual(["performance"]);
    expect(currentConsent().performance).toBe(true);
  });
});
