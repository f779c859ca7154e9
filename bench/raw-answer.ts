/**
 * One GET as a load generator sends it (no Accept-Encoding, so the bytes are the uncompressed
 * page autocannon receives), and the first visit of a new visitor, redirects followed.
 */
import http from "node:http";

export type RawAnswer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

export function rawGet(url: string, cookie?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: cookie ? { cookie } : {} }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
      response.on("error", reject);
    });
    request.on("error", reject);
  });
}

export type Visit = {
  /** The `cookie` header a returning visitor sends: every cookie the first visit was given. */
  cookie: string;
  /** Where the first visit landed (path and query), after the proxy's redirects. */
  landing: string;
  /** How many Set-Cookie headers the first answer carried. */
  firstSetCookies: number;
};

/** A new visitor's first visit: follows redirects, keeping the cookies each answer sets. */
export async function firstVisit(base: string, path: string): Promise<Visit> {
  const jar = new Map<string, string>();
  let current = path;
  let firstSetCookies = -1;
  for (let hop = 0; hop < 5; hop++) {
    const answer = await rawGet(`${base}${current}`, cookieHeader(jar));
    const setCookies = answer.headers["set-cookie"] ?? [];
    if (firstSetCookies < 0) firstSetCookies = setCookies.length;
    for (const line of setCookies) {
      const [pair = ""] = line.split(";");
      const index = pair.indexOf("=");
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line) || value === "") jar.delete(name);
      else jar.set(name, value);
    }
    const location = answer.headers.location;
    if (answer.status >= 300 && answer.status < 400 && location) {
      const next = new URL(location, `${base}${current}`);
      current = `${next.pathname}${next.search}`;
      continue;
    }
    if (answer.status !== 200) throw new Error(`${base}${current} answered ${answer.status}`);
    return { cookie: cookieHeader(jar) ?? "", landing: current, firstSetCookies };
  }
  throw new Error(`${path}: too many redirects`);
}

/** The 200 answer a new visitor (no cookies) reads at `path`; retries past a split redirect. */
export async function newVisitorPage(base: string, path: string): Promise<RawAnswer> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const answer = await rawGet(`${base}${path}`);
    if (answer.status === 200) return answer;
    if (answer.status < 300 || answer.status >= 400) {
      throw new Error(`${path} answered ${answer.status} to a new visitor`);
    }
  }
  throw new Error(`${path}: a new visitor is always redirected`);
}

function cookieHeader(jar: Map<string, string>): string | undefined {
  if (jar.size === 0) return undefined;
  return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
}
