import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { attributionParams } from "@/features/attribution/domain/attribution-params";
import { cookieRow, cookieTable, serverCookieOptions } from "@/features/consent/domain/cookie-table";
import { countryCookieValues } from "@/features/country/domain/resolve-country";
import { STEP_NAMES } from "@/features/experiments/domain/step-names";
import { SPLIT_PAGE_POSITION, SPLITS, splitPositionCookieName } from "@/features/experiments/domain/storage-keys";
import { cookiePolicy } from "@/features/content/data/legal/cookie-policy";
import { proxyCookieName } from "@/features/support-proxy/domain/proxy-session";

const srcDir = path.resolve(__dirname, "../../../src");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry) ? [full] : [];
  });
}

const files = sourceFiles(srcDir).map((file) => ({ file: path.relative(srcDir, file), text: readFileSync(file, "utf8") }));

/** Every `const name = "value"` in src, so a write through a named constant resolves to its cookie. */
const constants = new Map<string, string>();
for (const { text } of files) for (const m of text.matchAll(/\bconst (\w+)\s*=\s*"([^"]+)"/g)) constants.set(m[1]!, m[2]!);

/** Cookie writes: `<jar|store|cookies|target>.set(name, …)`, `document.cookie = \`name=…`, `append("set-cookie", f(name, …))`. */
const writePatterns = [
  /\b(?:\w*[cC]ookies?|\w*[sS]tore|jar|target)\.set\(\s*([^,]+),/g,
  /\b\w+\.cookie\s*=\s*`([^=`]+)=/g,
  /append\(\s*["']set-cookie["']\s*,\s*\w+\(\s*([^,]+),/gi,
];

/** Files whose writes take the name from a producer; the producer's names are listed here. */
const producers: Record<string, string[]> = {
  "server/proxy/attribution-step.ts": [...attributionParams],
  "features/attribution/client/sync-attribution.ts": [...attributionParams],
  "server/proxy/experiment-step.ts": [SPLITS, SPLIT_PAGE_POSITION, ...STEP_NAMES.map(splitPositionCookieName)],
  "features/experiments/client/splits-storage.ts": [SPLITS, SPLIT_PAGE_POSITION, ...STEP_NAMES.map(splitPositionCookieName)],
  "features/country/server/country-step.ts": Object.keys(countryCookieValues("DE")),
  "app/api/mgmt/support-proxy/view/route.ts": [proxyCookieName],
};
/** Generic stores and jars: the names come from their callers, which this scan also reads. */
const genericWriters = [
  "features/site-auth/client/browser-cookie-store.ts",
  "features/experiments/client/cookie-jar.ts",
  "server/auth/http-only-cookie.ts",
];

function writtenNames(sources = files): { names: Map<string, string>; unresolved: string[] } {
  const names = new Map<string, string>();
  const unresolved: string[] = [];
  for (const { file, text } of sources) {
    for (const pattern of writePatterns) {
      for (const m of text.matchAll(pattern)) {
        const raw = m[1]!.trim();
        const template = /^\$\{(\w+)\}$/.exec(raw)?.[1];
        const quoted = /^["'](.+)["']$/.exec(raw)?.[1];
        const bareLiteral = pattern === writePatterns[1] && /^[\w-]+$/.test(raw) ? raw : undefined;
        const name = quoted ?? bareLiteral ?? constants.get(template ?? raw);
        if (name) names.set(name, file);
        else if (!producers[file] && !genericWriters.includes(file)) unresolved.push(`${file}: ${m[0]}`);
      }
    }
  }
  for (const [file, list] of Object.entries(producers)) for (const name of list) names.set(name, file);
  return { names, unresolved };
}

describe("the cookie table", () => {
  it("has a row for every cookie the code writes (drift guard)", () => {
    const { names, unresolved } = writtenNames();
    expect(unresolved, "a cookie write whose name this scan cannot resolve: list its names in this test").toEqual([]);
    const missing = [...names].filter(([name]) => !cookieRow(name)).map(([name, file]) => `${name} (${file})`);
    expect(missing).toEqual([]);
    for (const name of ["session", "token", "quiz_session", "proxy_user_id", "returnURL", "countryCode", "SPLIT_STEP_ONE_POSITION"]) {
      expect(names.has(name), name).toBe(true);
    }
  });

  it("the scan sees a new cookie write, by literal, by constant or unresolved", () => {
    const { names, unresolved } = writtenNames([
      { file: "features/x/a.ts", text: 'response.cookies.set("ad_tracker", v, {});\ndocument.cookie = `beacon_id=${v}`;' },
      { file: "features/x/b.ts", text: "const c = pick();\ncookieStore.set(c.name, v, {});" },
    ]);
    expect([...names.keys()]).toEqual(expect.arrayContaining(["ad_tracker", "beacon_id"]));
    expect(cookieRow("ad_tracker")).toBeUndefined();
    expect(unresolved).toHaveLength(1);
  });

  it("lists the product's cookies, every attribution value and the vendor cookies", () => {
    const required = [
      "session", "token", "quiz_session", "proxy_user_id", "countryCode", "isImperialSystemCountry",
      "isSeparateEmailSubscriptionCountry", "isSolidLegalCountry", "returnURL", "userId", "domain",
      "disable_analytics", "cc_cookie", "SPLITS", "SPLIT_STEP_TWO_POSITION", "SPLIT_PAGE_POSITION", "expName_start",
      "expGrp_start", "st", "custom_fbc", "affiliate_source", "_fbp", "_fbc", "_ga", "_ga_ABC123", "AMP_abc123",
      ...attributionParams,
    ];
    expect(required.filter((name) => !cookieRow(name))).toEqual([]);
    expect(new Set(cookieTable.map((row) => row.name)).size).toBe(cookieTable.length);
  });

  it("keeps the sign-in session, the site token and the quiz key away from scripts", () => {
    for (const name of ["session", "token", "quiz_session"]) {
      expect(cookieRow(name)).toMatchObject({ httpOnly: true, category: "necessary", setBy: "server" });
      expect(serverCookieOptions(name, { maxAge: 60, secure: true })).toMatchObject({ httpOnly: true, sameSite: "lax", secure: true });
    }
  });

  it("gives click ids the targeting group and campaign values the performance group", () => {
    for (const name of ["fbclid", "gclid", "gbraid", "wbraid", "twclid", "vmcid", "_scid", "ScCid", "ttclid", "custom_fbc", "_fbc", "_fbp"]) {
      expect(cookieRow(name)?.category, name).toBe("targeting");
    }
    for (const name of ["utm_source", "utm_campaign", "camp_id", "link_proxy_user_id"]) expect(cookieRow(name)?.category, name).toBe("performance");
  });

  it("is consistent: browser-written cookies cannot be HttpOnly, every row has SameSite", () => {
    for (const row of cookieTable) {
      if (row.setBy !== "server") expect(row.httpOnly, row.name).toBe(false);
      expect(["lax", "strict"]).toContain(row.sameSite);
    }
  });

  it("refuses a server write of a cookie that is not in the table", () => {
    expect(() => serverCookieOptions("tracking_everything", { maxAge: 1, secure: false })).toThrow(/not in the cookie table/);
  });

  it("is what the cookie policy lists", () => {
    const listed = cookiePolicy.blocks
      .flatMap((block) => (block.type === "table" ? block.rows.map((row) => row[0]!) : []))
      .filter((name) => !name.startsWith("Local storage:"));
    expect(listed.sort()).toEqual(cookieTable.map((row) => row.name).sort());
  });
});
