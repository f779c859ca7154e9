// One app instance of the cluster: `node scripts/server.mjs` on its own port, its output passed
// through; an exit the cluster did not ask for stops the whole cluster.
import { spawn } from "node:child_process";

/**
 * @param {{ name: string, port: number, env: NodeJS.ProcessEnv, say: (line: string) => void, onUnexpectedExit: () => void }} options
 */
export function startAppInstance({ name, port, env, say, onUnexpectedExit }) {
  let stopping = false;
  const child = spawn(process.execPath, ["scripts/server.mjs"], {
    stdio: "inherit",
    env: { ...env, PORT: String(port) },
  });
  child.on("exit", (code, signal) => {
    if (stopping) return;
    say(`${name} stopped unexpectedly (${signal ?? `exit ${code}`})`);
    onUnexpectedExit();
  });
  return {
    /** SIGTERM (the server's graceful shutdown), SIGKILL after 15 s. */
    stop: () =>
      new Promise((resolve) => {
        stopping = true;
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        const force = setTimeout(() => child.kill("SIGKILL"), 15_000);
        child.once("exit", () => resolve(clearTimeout(force)));
        child.kill("SIGTERM");
      }),
  };
}
