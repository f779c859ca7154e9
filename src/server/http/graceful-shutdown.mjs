// Graceful shutdown of the app's HTTP server (scripts/server.mjs; docs/operations.md,
// "Shutting down"): on SIGTERM/SIGINT stop taking connections, let the requests in flight
// finish (their answers close the connection), wait for the background work to stop (the job
// queue finishes its running jobs), then exit — within a time bound, after which whatever is
// left is cut. Plain JavaScript so Node runs it without a build; types in graceful-shutdown.d.mts.

/**
 * Watches `server` and returns `shutDown(signal)`. `beforeExit` is awaited together with the
 * HTTP drain (e.g. the job queue's stop); `exit(code)` ends the process: 0 when everything
 * finished in time, 1 when the bound was reached. Later signals change nothing.
 */
export function gracefulShutdown(server, options = {}) {
  const {
    timeoutMs = 20_000,
    beforeExit = async () => undefined,
    exit = (code) => process.exit(code),
    log = () => undefined,
  } = options;
  const open = new Set();
  let stopping = false;

  server.on("request", (req, res) => {
    open.add(res);
    res.on("close", () => open.delete(res));
    if (stopping && !res.headersSent) res.setHeader("connection", "close");
  });

  return function shutDown(signal) {
    // The same signal often comes twice (to the process group, and forwarded by scripts/start.mjs).
    if (stopping) return;
    stopping = true;
    log("shutting down: finishing requests in flight and running jobs", {
      signal,
      requests: open.size,
    });
    // Answers still to be written tell their client not to send more on that connection.
    for (const res of open) if (!res.headersSent) res.setHeader("connection", "close");
    const drained = new Promise((resolve) => server.close(() => resolve()));
    server.closeIdleConnections?.();
    let timer;
    const bound = new Promise((resolve) => {
      timer = setTimeout(() => resolve("timeout"), timeoutMs);
      timer.unref?.();
    });
    const finished = Promise.all([drained, Promise.resolve().then(beforeExit)]).then(
      () => "done",
      () => "done",
    );
    void Promise.race([finished, bound]).then((outcome) => {
      clearTimeout(timer);
      if (outcome === "timeout") {
        log("shutdown took too long: cutting what is left", { requests: open.size, timeoutMs });
        server.closeAllConnections?.();
      }
      exit(outcome === "done" ? 0 : 1);
    });
  };
}
