import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buttonKinds, buttonSizes, buttonStyles } from "@/ui/button";
import { isThemeName, themeNames, themes, themesCss } from "@/ui/themes/themes";

describe("themes", () => {
  it("are the 8 of the spec, each with colours, icons, a logo and a mode", () => {
    expect([...themeNames]).toEqual(["default", "black", "blackBlue", "blackOrange", "brown", "purple", "purpleDarker", "yellow"]);
    for (const name of themeNames) {
      const theme = themes[name];
      expect(["light", "dark"]).toContain(theme.mode);
      expect(["color", "light", "dark"]).toContain(theme.logo);
      expect(theme.icons.stroke).toMatch(/^#[0-9a-f]{6}$/);
      for (const value of Object.values(theme.colors)) expect(value).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it("dark themes use light text on dark backgrounds", () => {
    const luminance = (hex: string) => parseInt(hex.slice(1, 3), 16) + parseInt(hex.slice(3, 5), 16) + parseInt(hex.slice(5, 7), 16);
    for (const name of themeNames) {
      const { mode, colors } = themes[name];
      const darkBackground = luminance(colors.background) < luminance(colors.text);
      expect(darkBackground, name).toBe(mode === "dark");
    }
  });

  it("become one CSS rule per theme with custom properties", () => {
    const css = themesCss();
    for (const name of themeNames) expect(css).toContain(`[data-theme="${name}"]{`);
    expect(css).toContain("--pw-primary-text:");
    expect(css.split("\n")).toHaveLength(8);
    expect(isThemeName("purpleDarker")).toBe(true);
    expect(isThemeName("pink")).toBe(false);
  });
});

describe("buttons", () => {
  it("offer the 16 kinds and 4 sizes of the spec, each with its own classes", () => {
    expect(buttonKinds).toHaveLength(16);
    expect([...buttonSizes]).toEqual(["big", "medium", "small", "xs"]);
    const byKind = new Set(buttonKinds.map((kind) => buttonStyles({ kind })));
    expect(byKind.size).toBe(16);
    const bySize = new Set(buttonSizes.map((size) => buttonStyles({ size })));
    expect(bySize.size).toBe(4);
  });
});

describe("the themes stylesheet", () => {
  it("is exactly what themesCss() generates (regenerate src/ui/themes/themes.css after changing a theme)", () => {
    const file = readFileSync(path.resolve(__dirname, "../../../src/ui/themes/themes.css"), "utf8");
    const rules = file.split("\n").filter((line) => line && !line.startsWith("/*")).join("\n");
    expect(rules).toBe(themesCss());
  });
});
