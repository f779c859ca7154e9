import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { paymentErrorCodes } from "@/features/billing/domain/payment-errors";
import { locales } from "@/i18n/locales";


describe("payment error messages", () => {
  const english = messagesOf("en");
  it.each(locales)("%s has one non-empty sentence for every payment error code", (locale) => {
    const messages = messagesOf(locale);
    expect(Object.keys(messages).sort()).toEqual([...paymentErrorCodes].sort());
    for (const code of paymentErrorCodes) {
      expect(messages[code]?.trim()).toBeTruthy();
      if (locale !== "en") expect(messages[code]).not.toBe(english[code]);
    }
  });
});

function messagesOf(locale: string): Record<string, string> {
  const file = path.join(process.cwd(), "messages", `${locale}.json`);
  return (JSON.parse(readFileSync(file, "utf8")) as { paymentErrors: Record<string, string> })
    .paymentErrors;
}
