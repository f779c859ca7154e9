import { describe, expect, it } from "vitest";
import { inlineToPlainText, isSafeHref, parseInline } from "@/features/content/domain/inline-text";

describe("parseInline", () => {
  it("returns one text segment for plain text", () => {
    expect(parseInline("Just words.")).toEqual([{ kind: "text", text: "Just words." }]);
  });

  it("returns nothing for an empty string", () => {
    expect(parseInline("")).toEqual([]);
  });

  it("splits bold and links out of the surrounding text", () => {
    expect(parseInline("Read **this** and [the policy](/privacy-policy) now.")).toEqual([
      { kind: "text", text: "Read " },
      { kind: "bold", text: "this" },
      { kind: "text", text: " and " },
      { kind: "link", text: "the policy", href: "/privacy-policy", external: false },
      { kind: "text", text: " now." },
    ]);
  });

  it("keeps a query string in a site link", () => {
    expect(parseInline("[Cancel](/my-subscription?sf=true)")).toEqual([
      { kind: "link", text: "Cancel", href: "/my-subscription?sf=true", external: false },
    ]);
  });

  it("marks https and mailto links as external", () => {
    expect(parseInline("[EFSA](https://www.efsa.europa.eu) or [mail](mailto:help@example.com)")).toEqual([
      { kind: "link", text: "EFSA", href: "https://www.efsa.europa.eu", external: true },
      { kind: "text", text: " or " },
      { kind: "link", text: "mail", href: "mailto:help@example.com", external: true },
    ]);
  });

  it("leaves unsafe link targets as literal text", () => {
    const text = "[click](javascript:alert(1)) [x](//evil.example) [y](http://plain.example)";
    expect(parseInline(text)).toEqual([{ kind: "text", text }]);
  });

  it("leaves unmatched or empty marks as literal text", () => {
    expect(parseInline("2 ** 3 is eight, [not a link] and ****")).toEqual([
      { kind: "text", text: "2 ** 3 is eight, [not a link] and ****" },
    ]);
  });

  it("handles marks at the very start and end", () => {
    expect(parseInline("**Start** middle [end](/faq)")).toEqual([
      { kind: "bold", text: "Start" },
      { kind: "text", text: " middle " },
      { kind: "link", text: "end", href: "/faq", external: false },
    ]);
  });

  it("handles adjacent marks", () => {
    expect(parseInline("**a****b**")).toEqual([
      { kind: "bold", text: "a" },
      { kind: "bold", text: "b" },
    ]);
  });

  it("works with non-Latin text", () => {
    expect(parseInline("請參閱**隱私權政策**與[常見問題](/faq)。")).toEqual([
      { kind: "text", text: "請參閱" },
      { kind: "bold", text: "隱私權政策" },
      { kind: "text", text: "與" },
      { kind: "link", text: "常見問題", href: "/faq", external: false },
      { kind: "text", text: "。" },
    ]);
  });
});

describe("inlineToPlainText", () => {
  it("drops the marks and keeps the words", () => {
    expect(inlineToPlainText("A **bold** [link](/about).")).toBe("A bold link.");
  });
});

describe("isSafeHref", () => {
  it("accepts site paths, https and mailto only", () => {
    expect(isSafeHref("/about")).toBe(true);
    expect(isSafeHref("https://example.com/x")).toBe(true);
    expect(isSafeHref("mailto:a@b.co")).toBe(true);
    expect(isSafeHref("//example.com")).toBe(false);
    expect(isSafeHref("http://example.com")).toBe(false);
    expect(isSafeHref("javascript:void(0)")).toBe(false);
    expect(isSafeHref("about")).toBe(false);
  });
});
