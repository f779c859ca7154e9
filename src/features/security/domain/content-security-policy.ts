import { vendorSources, type VendorName, type VendorSources } from "@/features/third-party-scripts/domain/vendor-sources";

/** Which third parties this deployment configured (from the public environment). */
export type ConfiguredThirdParties = Record<VendorName, boolean> & {
  /** The error-reporting DSN: its host receives the browser's reports. */
  errorReportingDsn?: string;
  /** The product API's base URL when it is not our own origin. */
  apiUrl?: string;
};

export type PagePolicyInput = {
  /** Fresh for every response (base64, at least 128 bits). */
  nonce: string;
  thirdParties: ConfiguredThirdParties;
  /** NODE_ENV=development: React's development tools need eval. Never in production. */
  development: boolean;
  /** Served over https: ask the browser to upgrade any http sub-resource. */
  secure: boolean;
  /** SHA-256 hashes (base64) of fixed inline scripts that cannot carry the nonce. */
  inlineScriptHashes?: readonly string[];
};

const noncePattern = /^[A-Za-z0-9+/_-]{22,}={0,2}$/;
const hashPattern = /^[A-Za-z0-9+/]{43}=$/;

/**
 * The Content-Security-Policy of a page: only our origin, scripts that carry this response's
 * nonce (and what they load: 'strict-dynamic'), and the hosts of configured vendors. Styles
 * allow inline values: React `style` attributes and the libraries' runtime styles need them,
 * and styles cannot run code (docs/security.md).
 */
export function pageContentSecurityPolicy(input: PagePolicyInput): string {
  if (!noncePattern.test(input.nonce)) throw new Error("A CSP nonce must be at least 128 random bits in base64.");
  const hashes = (input.inlineScriptHashes ?? []).map((hash) => {
    if (!hashPattern.test(hash)) throw new Error("An inline script hash must be a base64 SHA-256 digest.");
    return `'sha256-${hash}'`;
  });
  const extra = sourcesOf(input.thirdParties);
  const directives: Array<[string, ...string[]]> = [
    ["default-src", "'self'"],
    [
      "script-src",
      "'self'",
      `'nonce-${input.nonce}'`,
      ...hashes,
      "'strict-dynamic'",
      ...(input.development ? ["'unsafe-eval'"] : []),
      ...extra.script,
    ],
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "data:", "blob:", ...extra.img],
    ["font-src", "'self'", "data:"],
    ["connect-src", "'self'", ...extra.connect],
    ["frame-src", "'self'", ...extra.frame],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
  ];
  if (input.secure) directives.push(["upgrade-insecure-requests"]);
  return directives.map((directive) => [...new Set(directive)].join(" ")).join("; ");
}

type Sources = Required<{ [K in keyof VendorSources]: string[] }>;

function sourcesOf(thirdParties: ConfiguredThirdParties): Sources {
  const sources: Sources = { script: [], connect: [], img: [], frame: [] };
  for (const name of Object.keys(vendorSources) as VendorName[]) {
    if (!thirdParties[name]) continue;
    for (const key of Object.keys(sources) as Array<keyof Sources>) sources[key].push(...(vendorSources[name][key] ?? []));
  }
  const reportHost = originOf(thirdParties.errorReportingDsn);
  if (reportHost) sources.connect.push(reportHost);
  const apiHost = originOf(thirdParties.apiUrl);
  if (apiHost) sources.connect.push(apiHost);
  return sources;
}

/** The http(s) origin of a URL, or undefined for an empty or unusable value. */
function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}
