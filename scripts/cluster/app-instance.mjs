// One app instance of the cluster: `node scripts/server.mjs` on its own port, its output passed
// through. An instance whose background job workers fail to start (its first database
// connections timed out while a busy machine loaded the server) never starts them by itself,
// and checkouts would wait for payment jobs forever; the cluster restarts such an instance.
import { spawn } from "node:child_process";

const workersFailed = "background job workers did not start";
const maxRestarts = 3;

/**
 * @param {{ name: string, port: number, env: NodeJS.ProcessEnv, say: (line: string) => void, onUnexpectedExit: () => void }} options
 */
export function startAppInstance({ name, port, env, say, onUnexpectedExit }) {
  let child;
  let restarts = 0;
  let stopping = false;

  const launch = () => {
    if (stopping) return;
    child = spawn(process.execPath, ["scripts/server.mjs"], { stdio: ["ignore", "pipe", "pipe"], env: { ...env, PORT: String(port) } });
    const current = child;
    const watch = (target) => (chunk) => {
      target.write(chunk);
      if (!stopping && current === child && chunk.toString().includes(workersFailed)) restart();
    };
    current.stdout.on("data", watch(process.stdout));
    current.stderr.on("data", watch(process.stderr));
    current.on("exit", (code, signal) => {
      if (stopping || current !== child) return;
      say(`${name} stopped unexpectedly (${signal ?? `exit ${code}`})`);
      onUnexpectedExit();
    });
  };

  const restart = () => {
    if (restarts >= maxRestarts) {
      say(`${name} could not start its job workers ${maxRestarts + 1} times; giving up`);
      onUnexpectedExit();
      return;
    }
    restarts += 1;
    say(`${name} started without its job workers; restarting it (${restarts}/${maxRestarts})`);
    const old = child;
    old.once("exit", launch);
    child = undefined;
    old.kill("SIGTERM");
  };

  launch();
  return {
    stop: () =>
      new Promise((resolve) => {
        stopping = true;
        const current = child;
        if (!current || current.exitCode !== null) return resolve();
        const force = setTimeout(() => current.kill("SIGKILL"), 15_000);
        current.once("exit", () => resolve(clearTimeout(force)));
        current.kill("SIGTERM");
      }),
  };
}
