/**
 * What a start-up says about the site's address (docs/operations.md, "The site's address"):
 * links in mails, sign-in and the sitemap use SITE_URL, so a production server without it, or
 * with a local address on another port than its own, sends people to a place that does not
 * answer. Pure: the caller logs the sentences.
 */
export type SiteAddressFacts = {
  production: boolean;
  /** SITE_URL as set, or undefined when unset. */
  siteUrl: string | undefined;
  port: number;
};

const loopbackHosts = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

function portOf(url: URL): number {
  if (url.port) return Number(url.port);
  return url.protocol === "https:" ? 443 : 80;
}

export function siteAddressWarnings(facts: SiteAddressFacts): string[] {
  if (facts.siteUrl === undefined) {
    return facts.production
      ? [
          `SITE_URL is not set: links in e-mails and sign-in point to http://localhost:${facts.port}. Set SITE_URL to the address visitors use.`,
        ]
      : [];
  }
  let url: URL;
  try {
    url = new URL(facts.siteUrl);
  } catch {
    return [`SITE_URL (${facts.siteUrl}) is not an address.`];
  }
  if (loopbackHosts.has(url.hostname) && portOf(url) !== facts.port && url.protocol === "http:")
    return [
      `SITE_URL (${url.origin}) names port ${portOf(url)} on this machine, but this server listens on port ${facts.port}: links in e-mails and sign-in will not reach it. Leave SITE_URL unset or set it to where the site answers.`,
    ];
  return [];
}
