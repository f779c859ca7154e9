/**
 * The 8 themes of the spec. Each has colours, an icon style, a logo variant and a light or
 * dark mode. They become CSS custom properties (`--pw-*`) under `[data-theme="<name>"]`.
 */
export const themeNames = [
  "default",
  "black",
  "blackBlue",
  "blackOrange",
  "brown",
  "purple",
  "purpleDarker",
  "yellow",
] as const;

export type ThemeName = (typeof themeNames)[number];

export type Theme = {
  mode: "light" | "dark";
  /** Which logo artwork the theme uses: full colour, or a single light/dark tone. */
  logo: "color" | "light" | "dark";
  /** Icons: stroke colour and the accent used for filled parts (checkmarks, badges). */
  icons: { stroke: string; accent: string };
  colors: {
    background: string;
    surface: string;
    text: string;
    muted: string;
    border: string;
    primary: string;
    primaryText: string;
    primaryLight: string;
    accent: string;
    success: string;
    warning: string;
    danger: string;
  };
};

export const themes: Record<ThemeName, Theme> = {
  default: {
    mode: "light",
    logo: "color",
    icons: { stroke: "#1f2a37", accent: "#16a34a" },
    colors: {
      background: "#ffffff",
      surface: "#f4f7f5",
      text: "#14201a",
      muted: "#5b6b63",
      border: "#dde5e0",
      primary: "#15803d",
      primaryText: "#ffffff",
      primaryLight: "#dcfce7",
      accent: "#f97316",
      success: "#15803d",
      warning: "#b45309",
      danger: "#b91c1c",
    },
  },
  black: {
    mode: "dark",
    logo: "light",
    icons: { stroke: "#f5f5f5", accent: "#a3e635" },
    colors: {
      background: "#0b0b0c",
      surface: "#18181b",
      text: "#f5f5f5",
      muted: "#a1a1aa",
      border: "#2e2e33",
      primary: "#a3e635",
      primaryText: "#0b0b0c",
      primaryLight: "#27331a",
      accent: "#facc15",
      success: "#4ade80",
      warning: "#fbbf24",
      danger: "#f87171",
    },
  },
  blackBlue: {
    mode: "dark",
    logo: "light",
    icons: { stroke: "#e2e8f0", accent: "#38bdf8" },
    colors: {
      background: "#0a0f1a",
      surface: "#111a2b",
      text: "#e2e8f0",
      muted: "#94a3b8",
      border: "#1f2c44",
      primary: "#3b82f6",
      primaryText: "#ffffff",
      primaryLight: "#172554",
      accent: "#38bdf8",
      success: "#4ade80",
      warning: "#fbbf24",
      danger: "#f87171",
    },
  },
  blackOrange: {
    mode: "dark",
    logo: "light",
    icons: { stroke: "#f5f5f4", accent: "#fb923c" },
    colors: {
      background: "#0c0a09",
      surface: "#1c1917",
      text: "#f5f5f4",
      muted: "#a8a29e",
      border: "#312b27",
      primary: "#f97316",
      primaryText: "#0c0a09",
      primaryLight: "#3b1f0b",
      accent: "#fdba74",
      success: "#4ade80",
      warning: "#fbbf24",
      danger: "#f87171",
    },
  },
  brown: {
    mode: "light",
    logo: "dark",
    icons: { stroke: "#3f2a1d", accent: "#b45309" },
    colors: {
      background: "#fbf7f2",
      surface: "#f3eadf",
      text: "#2b1d13",
      muted: "#7a6352",
      border: "#e5d6c5",
      primary: "#8b5a2b",
      primaryText: "#ffffff",
      primaryLight: "#f1e2d0",
      accent: "#d97706",
      success: "#15803d",
      warning: "#b45309",
      danger: "#b91c1c",
    },
  },
  purple: {
    mode: "light",
    logo: "color",
    icons: { stroke: "#2e1065", accent: "#8b5cf6" },
    colors: {
      background: "#ffffff",
      surface: "#f5f3ff",
      text: "#1e1338",
      muted: "#6b5b8c",
      border: "#e4defa",
      primary: "#7c3aed",
      primaryText: "#ffffff",
      primaryLight: "#ede9fe",
      accent: "#ec4899",
      success: "#15803d",
      warning: "#b45309",
      danger: "#b91c1c",
    },
  },
  purpleDarker: {
    mode: "dark",
    logo: "light",
    icons: { stroke: "#ede9fe", accent: "#c4b5fd" },
    colors: {
      background: "#140b2e",
      surface: "#1e1240",
      text: "#ede9fe",
      muted: "#b3a6dc",
      border: "#33245e",
      primary: "#8b5cf6",
      primaryText: "#ffffff",
      primaryLight: "#2e1a66",
      accent: "#f472b6",
      success: "#4ade80",
      warning: "#fbbf24",
      danger: "#f87171",
    },
  },
  yellow: {
    mode: "light",
    logo: "dark",
    icons: { stroke: "#1c1917", accent: "#ca8a04" },
    colors: {
      background: "#fffdf3",
      surface: "#fef9c3",
      text: "#1c1917",
      muted: "#6b6250",
      border: "#f0e6a8",
      primary: "#facc15",
      primaryText: "#1c1917",
      primaryLight: "#fef08a",
      accent: "#1c1917",
      success: "#15803d",
      warning: "#a16207",
      danger: "#b91c1c",
    },
  },
};

export function isThemeName(value: unknown): value is ThemeName {
  return typeof value === "string" && (themeNames as readonly string[]).includes(value);
}

const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The CSS of every theme as custom properties, one rule per theme. */
export function themesCss(): string {
  return themeNames
    .map((name) => {
      const theme = themes[name];
      const vars = [
        ...Object.entries(theme.colors).map(([k, v]) => `--pw-${kebab(k)}:${v}`),
        `--pw-icon-stroke:${theme.icons.stroke}`,
        `--pw-icon-accent:${theme.icons.accent}`,
        `color-scheme:${theme.mode}`,
      ];
      return `[data-theme="${name}"]{${vars.join(";")}}`;
    })
    .join("\n");
}
