import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { locales } from "@/i18n/locales";

type Tree = { [key: string]: string | Tree };

const dir = path.resolve("messages");
const load = (locale: string): Tree => JSON.parse(readFileSync(path.join(dir, `${locale}.json`), "utf8"));

function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(name, value);
    else for (const [k, v] of flatten(value, name)) out.set(k, v);
  }
  return out;
}

/** ICU argument names used by a message, e.g. `{year}` or `{count, plural, ...}`. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  for (const match of message.matchAll(/\{\s*([A-Za-z_][\w]*)\s*[,}]/g)) names.add(match[1]!);
  return [...names].sort();
}

describe("message catalogues", () => {
  const english = flatten(load("en"));

  it("has exactly one file per locale, and no other", () => {
    const files = readdirSync(dir).filter((f) => f.endsWith(".json")).map((f) => f.replace(/\.json$/, ""));
    expect(files.sort()).toEqual([...locales].sort());
  });

  it.each(locales.filter((l) => l !== "en"))("%s has exactly the keys of en.json", (locale) => {
    const keys = [...flatten(load(locale)).keys()].sort();
    expect(keys).toEqual([...english.keys()].sort());
  });

  it.each(locales.filter((l) => l !== "en"))("%s uses the same ICU arguments as English", (locale) => {
    const messages = flatten(load(locale));
    for (const [key, text] of english) {
      expect(argumentsOf(messages.get(key) ?? ""), `${locale}: ${key}`).toEqual(argumentsOf(text));
    }
  });

  it.each(locales)("%s has no empty message", (locale) => {
    for (const [key, text] of flatten(load(locale))) expect(text.trim(), `${locale}: ${key}`).not.toBe("");
  });
});
