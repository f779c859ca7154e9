#!/usr/bin/env node
// `npm run cluster`: two app instances (scripts/server.mjs) on one fresh PostgreSQL database
// behind nginx (Debian's package) serving https on 127.0.0.1:$CLUSTER_PORT (3400), with
// TRUSTED_PROXY_ADDRESSES set to nginx's address. Builds when needed and sets the database up
// once; everything (database, certificate, secrets, nginx config) is thrown away on exit.
// See docs/operations.md, "Several instances behind a reverse proxy".
import { spawn, spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { startAppInstance } from "./cluster/app-instance.mjs";
import { createClusterDatabase } from "./cluster/cluster-database.mjs";
import { startMailCatcher } from "./mail-catcher.mjs";
import { nginxConfig, proxyAddress } from "./cluster/nginx-config.mjs";
import { makeSelfSignedCert } from "./cluster/self-signed-cert.mjs";

const root = process.cwd();
const port = Number(process.env.CLUSTER_PORT || 3400);
const instancePorts = [port + 1, port + 2];
const dir = mkdtempSync(path.join(os.tmpdir(), "platewise-cluster-"));
const instances = [];
let nginx;
let database;
let mail;
let stopping = false;

const say = (line) => console.log(`[cluster] ${line}`);
const bin = (name) => path.join(root, "node_modules", ".bin", name);

function startNginx(command, args) {
  nginx = spawn(command, args, { stdio: "inherit" });
  nginx.on("exit", (code, signal) => {
    nginx = undefined;
    if (stopping) return;
    say(`nginx stopped unexpectedly (${signal ?? `exit ${code}`})`);
    void stop(1);
  });
}

async function waitForHealth(url, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (stopping) return;
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Builds like `npm start` does: when there is no build or a source is newer than it. */
function buildIfNeeded() {
  const buildId = path.join(root, ".next", "BUILD_ID");
  let newest = 0;
  const visit = (p) => {
    if (!existsSync(p)) return;
    const stat = statSync(p);
    if (stat.isDirectory()) for (const entry of readdirSync(p)) visit(path.join(p, entry));
    else newest = Math.max(newest, stat.mtimeMs);
  };
  ["src", "messages", "public", "next.config.ts", "package.json", "postcss.config.mjs"].forEach(
    visit,
  );
  if (
    process.env.SKIP_BUILD === "1" ||
    (existsSync(buildId) && newest <= statSync(buildId).mtimeMs)
  )
    return;
  say("building the app (no build yet, or sources changed)…");
  const result = spawnSync(bin("next"), ["build"], { stdio: "inherit" });
  if (result.status !== 0) throw new Error("the build failed");
}

function nginxBinary() {
  if (process.env.NGINX_PATH) return process.env.NGINX_PATH;
  const found = ["/usr/sbin/nginx", "/usr/local/sbin/nginx"].find((candidate) =>
    existsSync(candidate),
  );
  if (!found) throw new Error("nginx is not installed (Debian: apt-get install nginx)");
  return found;
}

/** How many requests each instance answered, from nginx's access log. */
function requestSpread() {
  const log = path.join(dir, "access.log");
  if (!existsSync(log)) return "none";
  const counts = {};
  for (const match of readFileSync(log, "utf8").matchAll(/upstream=(\S+)/g))
    counts[match[1]] = (counts[match[1]] ?? 0) + 1;
  return (
    Object.entries(counts)
      .map(([upstream, count]) => `${upstream} ${count}`)
      .join(", ") || "none"
  );
}

async function stop(code) {
  if (stopping) return;
  stopping = true;
  say(`stopping; requests per instance: ${requestSpread()}`);
  const nginxExited = new Promise((resolve) => (nginx ? nginx.once("exit", resolve) : resolve()));
  nginx?.kill("SIGQUIT");
  await Promise.all([nginxExited, ...instances.map((instance) => instance.stop())]);
  await mail?.close();
  await database
    ?.drop()
    .catch((error) => say(`could not drop the database ${database.name}: ${error.message}`));
  rmSync(dir, { recursive: true, force: true });
  process.exit(code);
}
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => void stop(0));

async function main() {
  nginxBinary(); // fails early when nginx is missing
  const { cert, key } = makeSelfSignedCert(dir);
  database = await createClusterDatabase(
    process.env.CLUSTER_POSTGRES_URL || undefined,
    process.env.CLUSTER_DATABASE || undefined,
  );
  say(`database ${database.name}`);
  if (process.env.CLUSTER_MAIL_DIR) mail = await startMailCatcher(process.env.CLUSTER_MAIL_DIR);
  const env = {
    ...process.env,
    NODE_ENV: "production",
    DATABASE_URL: database.url,
    // Shared by both instances: the generated secrets and the uploaded images.
    SECRETS_FILE: path.join(dir, "secrets.json"),
    DATA_DIR: path.join(dir, "data", "platewise"),
    SITE_URL: `https://127.0.0.1:${port}`,
    TRUSTED_PROXY_ADDRESSES: proxyAddress,
    NODE_EXTRA_CA_CERTS: cert,
    ...(mail ? { SMTP_URL: mail.url } : {}),
  };
  delete env.DATABASE_SCHEMA;

  buildIfNeeded();
  const setup = spawnSync(bin("tsx"), ["scripts/db-setup.ts"], { stdio: "inherit", env });
  if (setup.status !== 0) throw new Error("the database set-up failed");
  if (stopping) return;
  // One after the other: two servers loading at once on a small machine can starve their first
  // database connections past the pool's 3 s timeout.
  for (const [index, instancePort] of instancePorts.entries()) {
    // Next.js fetches its own pages after a server action redirects, at the request's protocol
    // (https behind nginx) unless told its plain origin, as `next start` tells it.
    const instanceEnv = { ...env, __NEXT_PRIVATE_ORIGIN: `http://127.0.0.1:${instancePort}` };
    const onUnexpectedExit = () => void stop(1);
    instances.push(
      startAppInstance({
        name: `instance ${index + 1}`,
        port: instancePort,
        env: instanceEnv,
        say,
        onUnexpectedExit,
      }),
    );
    await waitForHealth(`http://127.0.0.1:${instancePort}/api/health`);
    if (stopping) return;
  }

  mkdirSync(path.join(dir, "temp"), { recursive: true });
  const conf = path.join(dir, "nginx.conf");
  const runAsRoot = process.getuid?.() === 0;
  writeFileSync(conf, nginxConfig({ dir, port, upstreams: instancePorts, cert, key, runAsRoot }));
  startNginx(nginxBinary(), ["-e", "stderr", "-p", dir, "-c", conf, "-g", "daemon off;"]);
  say(
    `ready on https://127.0.0.1:${port} (instances on ${instancePorts.join(" and ")}, trusted proxy ${proxyAddress})`,
  );
}

main().catch((error) => {
  say(error instanceof Error ? error.message : String(error));
  void stop(1);
});
