export type DetectedOs = { name: string; version?: string };

const rules: Array<{ name: string; pattern: RegExp; version?: (m: RegExpExecArray) => string | undefined }> = [
  { name: "iOS", pattern: /(?:iPhone|iPad|iPod).*? OS (\d+[_.]\d+(?:[_.]\d+)?)/, version: (m) => m[1]?.replace(/_/g, ".") },
  { name: "Android", pattern: /Android (\d+(?:\.\d+)*)/, version: (m) => m[1] },
  { name: "Chrome OS", pattern: /CrOS [\w]+ (\d+(?:\.\d+)*)/, version: (m) => m[1] },
  { name: "Windows", pattern: /Windows NT (\d+\.\d+)/, version: (m) => windowsVersion(m[1]) },
  { name: "macOS", pattern: /Mac OS X (\d+[_.]\d+(?:[_.]\d+)?)/, version: (m) => m[1]?.replace(/_/g, ".") },
  { name: "Linux", pattern: /Linux/ },
];

/** The operating system of a user agent; throws when it cannot be told (reported as a user-agent-parser error). */
export function detectOs(userAgent: string): DetectedOs {
  for (const rule of rules) {
    const match = rule.pattern.exec(userAgent);
    if (match) {
      const version = rule.version?.(match);
      return version ? { name: rule.name, version } : { name: rule.name };
    }
  }
  throw new Error(`Unknown operating system in user agent: ${userAgent.slice(0, 120)}`);
}

function windowsVersion(nt: string | undefined): string | undefined {
  const names: Record<string, string> = { "10.0": "10", "6.3": "8.1", "6.2": "8", "6.1": "7" };
  return nt ? (names[nt] ?? nt) : undefined;
}

/** Browser hints that sharpen the user agent: Windows 11 and iPads that present as macOS. */
export type OsHints = { platform?: string; platformVersion?: string; maxTouchPoints?: number };

export function refineOs(os: DetectedOs, hints: OsHints): DetectedOs {
  if (os.name === "Windows" && hints.platform === "Windows" && hints.platformVersion) {
    const major = Number(hints.platformVersion.split(".")[0]);
    if (major >= 13) return { name: "Windows", version: "11" };
    if (major > 0) return { name: "Windows", version: "10" };
  }
  if (os.name === "macOS" && (hints.maxTouchPoints ?? 0) > 1) return { name: "iPadOS" };
  return os;
}
