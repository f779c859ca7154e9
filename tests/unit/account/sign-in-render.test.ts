import { createElement, createRef } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SignInCodeStep } from "@/features/account/components/sign-in-code-step";
import { SignInForm } from "@/features/account/components/sign-in-form";
import { signInErrorKeys, type SignInText } from "@/features/account/components/sign-in-text";
import ar from "../../../messages/ar.json";

const words = ar.signIn;
const text: SignInText = {
  ...words,
  checkIntro: words.checkIntro.replace("{minutes}", "15"),
  signOut: { label: words.signOut, busy: words.signingOut, failed: words.errors.generic },
  errors: Object.fromEntries(signInErrorKeys.map((key) => [key, words.errors[key]])) as SignInText["errors"],
};

describe("the sign-in form as the server sends it", () => {
  it("asks for the e-mail address, with the button off until the page's script runs", () => {
    const html = renderToStaticMarkup(createElement(SignInForm, { locale: "ar", planHref: "/ar/my-plan", signInHref: "/ar/signin", text }));
    expect(html).toContain('type="email"');
    expect(html).toMatch(/<input[^>]*autoComplete="email"/i);
    expect(/<button[^>]*data-testid="signin-send"[^>]*>/.exec(html)?.[0]).toContain('disabled=""');
    expect(html).toContain(words.send);
    expect(html).not.toContain("signin-already");
  });

  it("the code step: numeric keyboard, one-time-code, digits left to right, the address isolated in Arabic text", () => {
    const html = renderToStaticMarkup(
      createElement(SignInCodeStep, {
        email: "ana@example.com",
        text,
        busy: false,
        ready: true,
        error: null,
        notice: null,
        codeRef: createRef<HTMLInputElement>(),
        onSubmit: () => {},
        onResend: () => {},
        onOtherEmail: () => {},
      }),
    );
    expect(html).toMatch(/<input[^>]*inputMode="numeric"/i);
    expect(html).toMatch(/<input[^>]*autoComplete="one-time-code"/i);
    expect(html).toMatch(/<input[^>]*dir="ltr"[^>]*data-testid="signin-code"/);
    // Isolated left to right and kept in one box (src/ui/email-address.tsx).
    expect(html).toMatch(/<bdi dir="ltr" class="inline-block [^"]*font-semibold text-fg" data-email-address="">ana@example.com<\/bdi>/);
    expect(html).toContain(words.checkTitle);
    expect(html).not.toContain("{email}");
    const submit = /<button[^>]*data-testid="signin-submit"[^>]*>/.exec(html)?.[0] ?? "";
    expect(submit).toContain('type="submit"');
    expect(submit).not.toContain('disabled=""');
  });
});
