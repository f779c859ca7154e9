import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TextWithEmail, emailSlot } from "@/ui/email-address";

const render = (text: string, email: string) => renderToStaticMarkup(createElement(TextWithEmail, { text, email }));

const box = (email: string) => `<bdi dir="ltr" class="inline-block max-w-full [overflow-wrap:anywhere]" data-email-address="">${email}</bdi>`;

describe("an e-mail address inside translated text", () => {
  it("is isolated left to right in one box wherever the language puts it", () => {
    const arabic = `إذا كان ${emailSlot} مرتبطًا بحساب`;
    expect(render(arabic, "v20-ar1-1@example.com")).toBe(
      `إذا كان ${box("v20-ar1-1@example.com")} مرتبطًا بحساب`,
    );
  });

  it("at the start, at the end and twice", () => {
    expect(render(`${emailSlot}: ok`, "a@b.c")).toBe(`${box("a@b.c")}: ok`);
    expect(render(`to ${emailSlot}`, "a@b.c")).toBe(`to ${box("a@b.c")}`);
    expect(render(`${emailSlot} / ${emailSlot}`, "a@b.c")).toBe(`${box("a@b.c")} / ${box("a@b.c")}`);
  });

  it("a sentence without the slot is left as it is", () => {
    expect(render("no address", "a@b.c")).toBe("no address");
  });
});
