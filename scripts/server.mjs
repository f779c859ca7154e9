#!/usr/bin/env node
// The app's HTTP server (`npm start` runs it after the build and database set-up): Next.js
// through its programmatic API behind node:http, so every request first gets its trusted
// facts (client address, https) from the socket and the configured proxies (docs/http.md).
import { createServer } from "node:http";
import path from "node:path";
import compression from "compression";
import next from "next";
import { gracefulShutdown } from "../src/server/http/graceful-shutdown.mjs";
import { applyTrustedRequestFacts, parseTrustedProxies } from "../src/server/http/trusted-client.mjs";
import { answerUndecodablePath, loadPageTexts } from "../src/server/http/undecodable-path.mjs";
import { stampPrerenderedNonces } from "./stamp-nonce.mjs";

process.env.NODE_ENV ??= "production";
const port = Number(process.env.PORT || 3000);
// Where Next reaches this very server for a server action's redirect, as `next start` sets it;
// without it Next guesses from the request (https behind a proxy) and misses the plain-http port.
process.env.__NEXT_PRIVATE_ORIGIN ??= `http://127.0.0.1:${port}`;

let trusted;
try {
  trusted = parseTrustedProxies(process.env.TRUSTED_PROXY_ADDRESSES);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

const pageTexts = loadPageTexts(path.join(process.cwd(), "messages"));
const server = createServer();
const shutDown = gracefulShutdown(server, {
  timeoutMs: 20_000,
  // The job queue (src/server/jobs/job-queue.ts) starts stopping on the same signal and
  // publishes when its running jobs are done.
  beforeExit: () => globalThis.platewiseJobQueueStopped ?? Promise.resolve(),
  log: (message, context) =>
    console.log(
      JSON.stringify({ level: "info", time: new Date().toISOString(), message, ...context }),
    ),
});
const app = next({ dev: false, dir: process.cwd(), port, httpServer: server });
const handle = app.getRequestHandler();
await app.prepare();
// Compression happens here rather than in Next (`compress: false` in next.config.ts): the nonce
// stamp below must see the HTML before it is compressed.
const compress = compression();

server.on("request", (req, res) => {
  applyTrustedRequestFacts(req, trusted);
  // An address whose percent-encoding cannot be decoded matches nothing: 400, not Next's 500.
  if (answerUndecodablePath(req, res, pageTexts)) return;
  compress(req, res, () => {
    // Prerendered pages get this response's CSP nonce on their scripts (docs/security.md).
    stampPrerenderedNonces(req, res);
    serve(req, res);
  });
});

function serve(req, res) {
  handle(req, res).catch((error) => {
    console.error(JSON.stringify({ level: "error", time: new Date().toISOString(), message: "request failed", error: error?.name ?? "Error" }));
    if (!res.headersSent) res.writeHead(500, { "content-type": "application/json", "cache-control": "no-store" });
    res.end(JSON.stringify({ error: { code: "internal_error", message: "Something went wrong." } }));
  });
}
server.listen(port, () => {
  const proxies = trusted.size ? `${trusted.size} trusted proxy entr${trusted.size === 1 ? "y" : "ies"}` : "no trusted proxy";
  console.log(`> Platewise ready on http://localhost:${port} (${proxies})`);
});

// SIGTERM/SIGINT: no new connections, the requests in flight and the running jobs finish, then
// the process exits (at most 20 s; docs/operations.md, "Shutting down").
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, shutDown);
