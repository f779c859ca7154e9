import { afterEach, describe, expect, it, vi } from "vitest";
import { resetEnvCache } from "@/env";
import { eventCookies, sentryOptions } from "@/features/errors/domain/error-service-options";
import { reportError, reportWarning, setErrorService, type ErrorService } from "@/features/errors/client/report-error";
import { PaymentError } from "@/features/errors/domain/named-errors";
import { initServerSentry } from "@/server/integrations/sentry/init-server-sentry";
import { warnAboutDevelopmentDefaults } from "@/features/site-auth/server/warn-development-defaults";

describe("error service options", () => {
  it("is off without a DSN and never traces in production", () => {
    expect(sentryOptions({ production: true })).toMatchObject({ enabled: false, tracesSampleRate: 0 });
    expect(sentryOptions({ dsn: "https://k@o1.ingest.example/1", production: true })).toMatchObject({ enabled: true, tracesSampleRate: 0, sendDefaultPii: false });
    expect(sentryOptions({ dsn: "https://k@o1.ingest.example/1", production: false }).tracesSampleRate).toBe(1);
  });

  it("drops events with the filter, reading the visitor's cookies", () => {
    const { beforeSend } = sentryOptions({ dsn: "https://k@o/1", production: true });
    const event = { message: "Checkout failed" };
    expect(beforeSend(event)).toBe(event);
    expect(beforeSend({ ...event, request: { headers: { cookie: "a=1; disable_analytics=true" } } })).toBeNull();
    expect(beforeSend({ ...event, request: { cookies: { disable_analytics: "true" } } })).toBeNull();
    expect(beforeSend({ message: "Script error." })).toBeNull();
    const fromDocument = sentryOptions({ dsn: "https://k@o/1", production: true }, () => ({ disable_analytics: "true" }));
    expect(fromDocument.beforeSend(event)).toBeNull();
  });

  it("reads cookies from an object, a string or the cookie header", () => {
    expect(eventCookies({ request: { cookies: "a=1; b=2" } })).toEqual({ a: "1", b: "2" });
    expect(eventCookies({})).toEqual({});
  });

  it("does not start the server SDK without SENTRY_DSN", () => {
    expect(initServerSentry()).toBe(false);
  });
});

describe("browser reportError", () => {
  afterEach(() => setErrorService(undefined));

  it("logs, and sends to the loaded service with the error kind as a tag", () => {
    const sent: unknown[][] = [];
    const service: ErrorService = {
      captureException: (...args) => sent.push(["exception", ...args]),
      captureMessage: (...args) => sent.push(["message", ...args]),
    };
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    const consoleWarn = vi.spyOn(console, "warn").mockImplementation(() => {});
    reportError(new PaymentError("declined", { context: { order: "o1" } }), { step: "pay" });
    expect(sent).toEqual([]);
    setErrorService(service);
    const error = new PaymentError("declined", { context: { order: "o1" } });
    reportError(error, { step: "pay" });
    reportWarning("Same script injected", { src: "https://x" });
    expect(sent).toEqual([
      ["exception", error, { tags: { kind: "payment" }, extra: { step: "pay", order: "o1" } }],
      ["message", "Same script injected", { level: "warning", extra: { src: "https://x" } }],
    ]);
    expect(consoleError).toHaveBeenCalledTimes(2);
    expect(consoleWarn).toHaveBeenCalledTimes(1);
    consoleError.mockRestore();
    consoleWarn.mockRestore();
  });
});

describe("development defaults", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    resetEnvCache();
  });

  it("warns in production only about the public site credential (secrets are refused elsewhere)", () => {
    expect(warnAboutDevelopmentDefaults()).toEqual([]);
    vi.stubEnv("NODE_ENV", "production");
    resetEnvCache();
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(warnAboutDevelopmentDefaults()).toEqual(["NEXT_PUBLIC_SITE_CREDENTIAL"]);
    errors.mockRestore();
  });
});
