import { describe, expect, it } from "vitest";
import { type AppError, errorKinds, isAppError } from "@/features/errors/domain/error-kinds";
import * as named from "@/features/errors/domain/named-errors";

describe("named error kinds", () => {
  const classes = Object.values(named) as Array<new (...args: never[]) => AppError>;

  it("has one error class per kind of the catalogue", () => {
    expect(errorKinds).toHaveLength(18);
    const kinds = classes.map((Class) => {
      const error =
        Class === (named.FetchTimeoutError as unknown)
          ? new named.FetchTimeoutError("/v4.0/x", 1000)
          : Class === (named.SupportProxyError as unknown)
            ? new named.SupportProxyError("m", { context: { staff: "a" } })
            : new (Class as unknown as new (m: string) => AppError)("m");
      expect(error).toBeInstanceOf(Error);
      expect(isAppError(error)).toBe(true);
      expect(error.name).toBe(Class.name);
      return error.kind;
    });
    expect([...kinds].sort()).toEqual([...errorKinds].sort());
  });

  it("keeps the cause and the context", () => {
    const cause = new Error("root");
    const error = new named.PaymentError("card declined", { cause, context: { orderId: "o1" } });
    expect(error.cause).toBe(cause);
    expect(error.context).toEqual({ orderId: "o1" });
    expect(error.message).toBe("card declined");
    const support = new named.SupportProxyError("no user", { context: { userId: "u" } });
    expect(support.context).toEqual({ userId: "u" });
    expect(new named.FetchTimeoutError("/x", 50).message).toBe("Request to /x timed out after 50 ms");
    expect(isAppError(new Error("plain"))).toBe(false);
  });
});
