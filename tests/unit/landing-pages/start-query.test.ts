import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { keepQueryScript } from "@/features/landing-pages/domain/start-query";
import cases from "./start-query.cases.json";

/** Runs the page's fixed inline script over links as a browser would parse them, with the address bar's query. */
function runScript(links: { href: string; keep: boolean }[], search: string): string[] {
  const anchors = links.map((link) => {
    let href = link.href;
    return { keep: link.keep, getAttribute: () => href, setAttribute: (_: string, value: string) => (href = value), get href() { return href; } };
  });
  const document = { querySelectorAll: (selector: string) => (selector === "a[data-keep-query]" ? anchors.filter((anchor) => anchor.keep) : []) };
  const location = { search, href: `https://platewise.test/ar/summer${search}` };
  runInNewContext(keepQueryScript, { document, location, URL, URLSearchParams });
  return anchors.map((anchor) => anchor.href);
}

describe("the landing page's start buttons keep the visitor's query", () => {
  it.each(cases)("$why", ({ href, search, expected }) => {
    const query = search.replace("LONG", "x".repeat(2_100));
    expect(runScript([{ href, keep: true }], query)).toEqual([expected]);
  });

  it("changes only the start buttons, every one of them", () => {
    expect(runScript([{ href: "/ar/quiz", keep: true }, { href: "/ar/privacy-policy", keep: false }, { href: "/ar/quiz", keep: true }], "?gclid=G")).toEqual([
      "/ar/quiz?gclid=G",
      "/ar/privacy-policy",
      "/ar/quiz?gclid=G",
    ]);
  });
});
