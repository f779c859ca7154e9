/**
 * The sandbox processor's webhook address during a chaos run (SANDBOX_WEBHOOK_URL points here). Each
 * delivery is forwarded to the real server at once and answered with what the server said —
 * except a share of good deliveries answered 500 anyway, so the processor sends them again.
 * Two more copies of every delivery (exact body, same headers, signature included) go to the
 * server later, after short random delays, mixed in random order with other events' copies.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { Random } from "./chaos-random";

const webhookPath = "/api/billing/webhooks/sandbox";
/** Copies wait at most this long: the signature is only accepted for 5 minutes. */
const copyDelayMs: readonly [number, number] = [200, 6_000];
const copyAttempts = 40;
const forwardTimeoutMs = 8_000;

export type RelayStats = {
  /** POSTs the processor made (first deliveries and its retries). */
  deliveries: number;
  /** Distinct event ids seen. */
  events: number;
  /** Deliveries answered 500 on purpose although the server took them. */
  forced500: number;
  /** Deliveries answered with an error because the server did not take the first copy. */
  refused: number;
  /** Requests sent to the server, by its answer ("200", "500", "network", …). */
  forwards: Record<string, number>;
  /** Extra copies given up after many failed tries (the server was down too long). */
  copiesDropped: number;
};

export type WebhookRelay = {
  url: string;
  stats: RelayStats;
  /** Copies still waiting to be sent. */
  pendingCopies: () => number;
  /** Time of the last delivery or forward (ms since the epoch). */
  lastActivity: () => number;
  close: () => Promise<void>;
};

type Copy = { headers: Record<string, string>; body: Buffer; dueAt: number; tries: number };

export async function startWebhookRelay(options: {
  target: string;
  random: Random;
  forcedFailureShare: number;
}): Promise<WebhookRelay> {
  const { random } = options;
  const stats: RelayStats = { deliveries: 0, events: 0, forced500: 0, refused: 0, forwards: {}, copiesDropped: 0 };
  const seen = new Set<string>();
  let copies: Copy[] = [];
  let inFlight = 0;
  let lastActivity = Date.now();

  const forward = async (headers: Record<string, string>, body: Buffer): Promise<string> => {
    lastActivity = Date.now();
    let outcome: string;
    try {
      const response = await fetch(`${options.target}${webhookPath}`, {
        method: "POST",
        headers,
        body: new Uint8Array(body),
        signal: AbortSignal.timeout(forwardTimeoutMs),
      });
      await response.body?.cancel();
      outcome = String(response.status);
    } catch {
      outcome = "network";
    }
    stats.forwards[outcome] = (stats.forwards[outcome] ?? 0) + 1;
    lastActivity = Date.now();
    return outcome;
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== "POST" || req.url !== webhookPath) {
      res.writeHead(404).end();
      return;
    }
    const body = await readBody(req);
    stats.deliveries += 1;
    const eventId = eventIdOf(body);
    if (eventId && !seen.has(eventId)) {
      seen.add(eventId);
      stats.events = seen.size;
    }
    const headers = forwardedHeaders(req);
    for (let i = 0; i < 2; i++)
      copies.push({ headers, body, dueAt: Date.now() + random.between(...copyDelayMs), tries: 0 });
    await sleep(random.between(0, 150));
    const first = await forward(headers, body);
    if (!first.startsWith("2")) {
      stats.refused += 1;
      answer(res, 502, { relayed: first });
    } else if (random.chance(options.forcedFailureShare)) {
      stats.forced500 += 1;
      answer(res, 500, { relayed: first, forced: true });
    } else answer(res, 200, { relayed: first });
  };

  // Sends due copies in random order, a few at a time; a copy the server could not take
  // (down, restarting, or asking for a redelivery) is tried again a little later.
  const dispatch = () => {
    const now = Date.now();
    const due = copies.filter((copy) => copy.dueAt <= now);
    if (due.length === 0) return;
    copies = copies.filter((copy) => copy.dueAt > now);
    for (let i = due.length - 1; i > 0; i--) {
      const j = random.between(0, i);
      [due[i], due[j]] = [due[j]!, due[i]!];
    }
    for (const copy of due) {
      if (inFlight >= 4) {
        copies.push(copy);
        continue;
      }
      inFlight += 1;
      void forward(copy.headers, copy.body).then((outcome) => {
        inFlight -= 1;
        if (outcome.startsWith("2") || outcome.startsWith("4")) return;
        copy.tries += 1;
        if (copy.tries >= copyAttempts) stats.copiesDropped += 1;
        else copies.push({ ...copy, dueAt: Date.now() + random.between(500, 1_500) });
      });
    }
  };
  const timer = setInterval(dispatch, 100);

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) answer(res, 500, { relayed: "relay_error" });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stats,
    pendingCopies: () => copies.length + inFlight,
    lastActivity: () => lastActivity,
    close: async () => {
      clearInterval(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function forwardedHeaders(req: IncomingMessage): Record<string, string> {
  const skip = new Set(["host", "content-length", "connection", "transfer-encoding", "keep-alive"]);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (skip.has(name) || value === undefined) continue;
    headers[name] = Array.isArray(value) ? value.join(", ") : value;
  }
  return headers;
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

function eventIdOf(body: Buffer): string | null {
  try {
    const parsed = JSON.parse(body.toString("utf8")) as { id?: unknown };
    return typeof parsed.id === "string" ? parsed.id : null;
  } catch {
    return null;
  }
}

function answer(res: ServerResponse, status: number, body: object): void {
  res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
