/**
 * `npm run chaos`: the checkout chaos run (docs/chaos-checkout.md). Starts the real production
 * server (it builds nothing: `npm run build` first), sends 200 checkouts eight at a time while
 * SIGKILLing and restarting the server at random moments, relays the processor's webhooks
 * three times each in shuffled order, waits for settling, then checks the database: one order
 * per checkout key, one paid order and one subscription per charged checkout, no double
 * charge, refused cards failed. Exits 1 when anything is lost, duplicated or charged twice,
 * 3 when nothing was wrong but some checkouts had not settled in time, 2 without a build.
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { freePort } from "./bench-app";
import { runBuyer, readOrderStatus, type BuyerOutcome, type BuyerPlan, type CardKind } from "./chaos/chaos-buyer";
import { openChaosDatabase, readChaosRows, type ChaosDatabase } from "./chaos/chaos-database";
import { chaosOptions } from "./chaos/chaos-options";
import { seededRandom } from "./chaos/chaos-random";
import { printChaosReport } from "./chaos/chaos-report";
import { chaosServer, setUpDatabase, sleep, type ServerSettings } from "./chaos/chaos-server";
import { judgeChaosRun, type ChaosCheckout } from "./chaos/chaos-verdict";
import { startWebhookRelay } from "./chaos/webhook-relay";
import { pickPackage, type ChosenPackage } from "./chaos/chaos-package";

const root = process.cwd();
if (!existsSync(path.join(root, ".next", "BUILD_ID"))) {
  console.error("No production build here: run `npm run build` first (the chaos run builds nothing).");
  process.exit(2);
}

const options = chaosOptions();
const random = seededRandom(options.seed);
const runId = randomBytes(4).toString("hex");
const keyPrefix = `chaos-${runId}-`;
const started = Date.now();
const tmp = mkdtempSync(path.join(os.tmpdir(), "platewise-chaos-"));
const schema = options.databaseUrl ? `chaos_${runId}` : undefined;
const jobSchema = schema ? `${schema}_jobs` : "pgboss";
const dataDir = path.join(tmp, "data");
const say = (text: string) => console.log(`[${((Date.now() - started) / 1000).toFixed(0).padStart(3)} s] ${text}`);

const port = await freePort();
const relay = await startWebhookRelay({
  target: `http://127.0.0.1:${port}`,
  random: seededRandom(options.seed + 1),
  forcedFailureShare: options.forcedFailureShare,
});
delete process.env.DATABASE_SCHEMA;
const settings: ServerSettings = {
  cwd: root,
  port,
  logFile: path.join(tmp, "server.log"),
  env: {
    DATA_DIR: dataDir,
    SECRETS_FILE: path.join(tmp, "secrets.json"),
    // The sandbox processor delivers to the relay instead of the server's own address.
    SANDBOX_WEBHOOK_URL: relay.url,
    // The buyers' X-Forwarded-For is believed only from this machine (docs/http.md).
    TRUSTED_PROXY_ADDRESSES: "127.0.0.1,::1",
    DATABASE_URL: options.databaseUrl ?? "",
    ...(schema ? { DATABASE_SCHEMA: schema } : {}),
  },
};
const openDatabase = (): Promise<ChaosDatabase> =>
  options.databaseUrl && schema
    ? openChaosDatabase({ kind: "postgres", url: options.databaseUrl, schema })
    : openChaosDatabase({ kind: "pglite", dataDir });

say(`temporary folder ${tmp} (server log: server.log); database ${schema ? `PostgreSQL schema ${schema}` : "PGlite"}`);
setUpDatabase(settings);
let chosen: ChosenPackage;
{
  const db = await openDatabase();
  try {
    chosen = await pickPackage(db);
  } finally {
    await db.close();
  }
}
say(`selling ${chosen.packageId} at ${chosen.amountMinor} ${chosen.currency} due today`);

const server = chaosServer(settings);
let exitCode = 1;
try {
  await server.start();
  say(`server up on ${server.url}`);
  const plans = planBuyers(options.checkouts);
  const outcomes: BuyerOutcome[] = [];
  const hardDeadline = started + 8 * 60_000;
  let next = 0;
  let buyersDone = false;
  const buyers = (async () => {
    await Promise.all(
      Array.from({ length: options.concurrency }, async () => {
        while (next < plans.length) {
          const plan = plans[next++]!;
          outcomes.push(await runBuyer(server.url, plan, { deadline: hardDeadline, sameToken: options.sameToken }));
        }
      }),
    );
    buyersDone = true;
  })();

  let kills = 0;
  // Kills while the checkouts run; when they end before `minKills`, the kills go on during
  // settling, so crashes also hit the processor's settle and delivery jobs.
  const killAgain = () => kills < options.maxKills && (!buyersDone || kills < options.minKills);
  const chaos = (async () => {
    while (killAgain()) {
      const until = Date.now() + random.between(...options.killAfterMs);
      while (killAgain() && Date.now() < until) await sleep(100);
      if (!killAgain()) break;
      await server.kill();
      kills += 1;
      say(`SIGKILL ${kills} (${outcomes.length}/${plans.length} checkouts done)`);
      await sleep(random.between(0, 1_500));
      await server.start();
      say(`server up again`);
    }
  })();

  const progress = setInterval(() => {
    const paid = outcomes.filter((o) => o.polledStatus === "paid").length;
    say(`${outcomes.length}/${plans.length} checkouts answered, ${paid} read as paid, ${kills} kills, ${relay.stats.deliveries} webhook deliveries`);
  }, 15_000);
  await Promise.all([buyers, chaos]);
  const checkoutsMs = Date.now() - started;
  say(`all checkouts answered; ${kills} kills; waiting for settle jobs and webhook retries`);

  const settleStarted = Date.now();
  const settled = await waitSettled(outcomes, settleStarted + options.settleMs);
  clearInterval(progress);
  const settleMs = Date.now() - settleStarted;
  say(settled ? "settled" : "stopped waiting at the limit");

  await server.stop();
  const db = await openDatabase();
  let rows;
  try {
    rows = await readChaosRows(db, keyPrefix, jobSchema);
  } finally {
    await db.close();
  }
  const checkouts: ChaosCheckout[] = outcomes.map((o) => ({
    key: o.plan.idempotencyKey,
    expected: o.plan.card === "success" ? "charged" : "declined",
    answer: o.answer.kind,
    orderId: o.answer.kind === "accepted" ? o.answer.orderId : null,
    refusal: o.answer.kind === "declined" ? o.answer.code : null,
  }));
  const verdict = judgeChaosRun(checkouts, rows);
  printChaosReport({
    options,
    database: schema ? `PostgreSQL (schema ${schema})` : "PGlite",
    packageLine: `${chosen.packageId} ${chosen.amountMinor} ${chosen.currency}; ${options.sameToken ? "one keyed card token per checkout" : "a new card token at every attempt, as the shipped form does"}`,
    outcomes,
    starts: server.starts(),
    kills,
    relay: relay.stats,
    rows,
    verdict,
    times: { checkoutsMs, settleMs, settled, totalMs: Date.now() - started },
  });
  exitCode = verdict.failed ? 1 : verdict.counts.unsettled > 0 ? 3 : 0;
} catch (error) {
  console.error(error);
} finally {
  await server.stop();
  await relay.close();
  if (options.databaseUrl && schema && !options.keep) await dropSchemas(options.databaseUrl, [schema, jobSchema]);
  if (exitCode === 0 && !options.keep) rmSync(tmp, { recursive: true, force: true });
  else console.log(`Kept ${tmp} (server.log${schema ? "" : ", the PGlite data"}).`);
}
process.exit(exitCode);

function planBuyers(count: number): BuyerPlan[] {
  const declines = options.declineShare > 0 ? Math.max(2, Math.round(count * options.declineShare)) : 0;
  const refused = new Set<number>();
  while (refused.size < Math.min(declines, count)) refused.add(random.between(0, count - 1));
  return Array.from({ length: count }, (_, index) => {
    const card: CardKind = refused.has(index) ? random.pick(["declined", "insufficient_funds"] as const) : "success";
    const n = index + 1;
    return {
      index,
      idempotencyKey: `${keyPrefix}${String(index).padStart(4, "0")}-${randomBytes(4).toString("hex")}`,
      email: `chaos-${runId}-${index}@example.com`,
      address: `10.${77 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`,
      card,
      packageId: chosen.packageId,
      currency: chosen.currency,
      shownAmountMinor: chosen.amountMinor,
      locale: random.pick(["en", "de", "fr", "es", "ja", "ar"] as const),
    };
  });
}

/**
 * Settled: the relay has no copies left and has heard nothing for 20 s, every accepted order is
 * paid or failed as the API tells its buyer (read a slice at a time, to leave the server to
 * its jobs), and on PostgreSQL no processor charge is still processing, no processor event is
 * undelivered and no stored event unprocessed.
 */
async function waitSettled(outcomes: BuyerOutcome[], deadline: number): Promise<boolean> {
  const finished = (o: BuyerOutcome) => o.polledStatus === "paid" || o.polledStatus === "failed";
  let open = outcomes.filter((o) => o.answer.kind === "accepted" && o.cookie);
  let cursor = 0;
  while (Date.now() < deadline) {
    for (const outcome of open.slice(cursor, cursor + 20)) {
      if (outcome.answer.kind !== "accepted" || !outcome.cookie) continue;
      const status = await readOrderStatus(server.url, outcome.plan, outcome.answer.orderId, outcome.cookie);
      if (status) outcome.polledStatus = status;
    }
    cursor += 20;
    open = open.filter((o) => !finished(o));
    if (cursor >= open.length) cursor = 0;
    const quiet = relay.pendingCopies() === 0 && Date.now() - relay.lastActivity() > 20_000;
    if (open.length === 0 && quiet && (await processorQuiet())) return true;
    await sleep(3_000);
  }
  return false;
}

async function processorQuiet(): Promise<boolean> {
  if (!options.databaseUrl) return true;
  const db = await openDatabase();
  try {
    const [row] = await db.query<{ busy: number }>(
      `select (select count(*) from sandbox_pay_payment_intents where status = 'processing')
            + (select count(*) from sandbox_pay_events where delivered_at is null)
            + (select count(*) from webhook_events where processed_at is null) as busy`,
    );
    return Number(row?.busy ?? 1) === 0;
  } finally {
    await db.close();
  }
}

async function dropSchemas(url: string, names: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const name of names) await client.query(`drop schema if exists "${name}" cascade`);
  } finally {
    await client.end();
  }
}
