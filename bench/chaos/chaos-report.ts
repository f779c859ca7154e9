/** The chaos run's short report, printed at the end (docs/chaos-checkout.md). */
import type { BuyerOutcome } from "./chaos-buyer";
import type { ChaosOptions } from "./chaos-options";
import type { ChaosRows, ChaosVerdict, FindingKind } from "./chaos-verdict";
import type { RelayStats } from "./webhook-relay";

export type ChaosFacts = {
  options: ChaosOptions;
  database: string;
  packageLine: string;
  outcomes: readonly BuyerOutcome[];
  starts: number;
  kills: number;
  relay: RelayStats;
  rows: ChaosRows;
  verdict: ChaosVerdict;
  times: { checkoutsMs: number; settleMs: number; settled: boolean; totalMs: number };
};

const labels: Record<FindingKind, string> = {
  refused: "checkouts refused as bad input",
  lost: "orders lost",
  duplicated: "orders duplicated",
  double_charge: "double charges",
  declined_but_charged: "refused cards charged or subscribed",
  good_card_failed: "good cards failed",
  told_refused_but_charged: "buyers told refused although charged",
  paid_without_charge: "paid without a charge",
  subscription_without_paid_order: "subscriptions without a paid order",
  unsettled: "unsettled at the end (not a failure)",
};

export function printChaosReport(facts: ChaosFacts): void {
  const { outcomes, verdict, relay, rows, options } = facts;
  const declined = outcomes.filter((o) => o.plan.card !== "success").length;
  const sends = sum(outcomes.map((o) => o.checkoutSends));
  const lost = sum(outcomes.map((o) => o.lostAnswers));
  const retries: Record<string, number> = {};
  for (const o of outcomes)
    for (const [name, count] of Object.entries(o.retryAnswers)) retries[name] = (retries[name] ?? 0) + count;
  const answers: Record<string, number> = {};
  for (const o of outcomes) {
    const name = o.answer.kind === "accepted" ? `accepted ${o.answer.status}` : o.answer.kind === "declined" ? `declined ${o.answer.code}` : o.answer.kind === "refused" ? `refused ${o.answer.status} ${o.answer.code}` : `gave up (${o.answer.reason})`;
    answers[name] = (answers[name] ?? 0) + 1;
  }
  const polled: Record<string, number> = {};
  for (const o of outcomes) if (o.answer.kind === "accepted") polled[o.polledStatus ?? "unknown"] = (polled[o.polledStatus ?? "unknown"] ?? 0) + 1;

  const lines = [
    "",
    "## Checkout chaos",
    "",
    `Database ${facts.database}; ${facts.packageLine}; seed ${options.seed}.`,
    `Checkouts: ${outcomes.length} (${outcomes.length - declined} good cards, ${declined} refused cards), ${options.concurrency} at a time.`,
    `Server: ${facts.starts} starts, ${facts.kills} SIGKILLs.`,
    `Checkout attempts: ${sends} with ${sum(outcomes.map((o) => o.tokens))} card tokens (${lost} answers lost, sent again with the same key${Object.keys(retries).length ? `; asked to retry: ${list(retries)}` : ""}).`,
    `Final answers: ${list(answers)}. Last status the pages read: ${list(polled)}.`,
    `Webhooks: ${relay.deliveries} deliveries of ${relay.events} events (${relay.forced500} answered 500 on purpose, ${relay.refused} not taken by the server); ${sum(Object.values(relay.forwards))} forwards (${list(relay.forwards)}), ${relay.copiesDropped} copies dropped.`,
    `Processor: ${rows.events.total} events, ${rows.events.undelivered} undelivered, ${rows.events.attempts} delivery attempts; app: ${rows.received.total} events stored, ${rows.received.unprocessed} unprocessed.`,
    `Orders: ${verdict.orders.total} (${list(verdict.orders.byStatus)}).`,
    ...(rows.jobs.length ? [`Jobs at the end: ${rows.jobs.map((j) => `${j.name} ${j.state}: ${j.count}`).join(", ")}.`] : []),
    ...backlog(rows),
    "",
    (Object.keys(labels) as FindingKind[]).map((kind) => `${labels[kind]}: ${verdict.counts[kind]}`).join(" · "),
    `Time: ${seconds(facts.times.totalMs)} (checkouts ${seconds(facts.times.checkoutsMs)}, settling ${seconds(facts.times.settleMs)}${facts.times.settled ? "" : ", stopped waiting at the limit"}).`,
  ];
  console.log(lines.join("\n"));
  // The findings that fail the run first, then a few of the unsettled ones.
  const failing = verdict.findings.filter((f) => f.kind !== "unsettled");
  const unsettled = verdict.findings.filter((f) => f.kind === "unsettled");
  const shown = [...failing.slice(0, 40), ...unsettled.slice(0, 10)];
  if (shown.length) {
    console.log(`\nFindings (${failing.length} failing${failing.length > 40 ? ", the first 40 shown" : ""}; ${unsettled.length} unsettled${unsettled.length > 10 ? ", the first 10 shown" : ""}):`);
    for (const finding of shown) console.log(`- ${finding.kind} ${finding.key ?? "(no key)"}: ${finding.detail}`);
  }
  console.log(
    verdict.failed
      ? "\nFAILED"
      : verdict.counts.unsettled > 0
        ? "\nINCONCLUSIVE: nothing wrong was found, but some checkouts had not settled when the wait ended"
        : "\nOK",
  );
}

/** Work the processor still had queued when the run stopped waiting: why checkouts are unsettled. */
function backlog(rows: ChaosRows): string[] {
  const waiting = rows.jobs.filter((j) => j.name.startsWith("sandbox-pay.") && ["created", "retry", "active"].includes(j.state));
  if (waiting.length === 0) return [];
  const stuck = waiting.some((j) => j.state === "active")
    ? ' (an "active" job after the server stopped was cut off by a SIGKILL: it waits for its timeout before it is retried)'
    : "";
  return [`Processor work still queued: ${waiting.map((j) => `${j.name} ${j.state}: ${j.count}`).join(", ")}${stuck}.`];
}

function sum(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0);
}

function list(counts: Record<string, number>): string {
  const entries = Object.entries(counts).sort((a, b) => b[1] - a[1]);
  return entries.length ? entries.map(([name, count]) => `${name}: ${count}`).join(", ") : "none";
}

function seconds(ms: number): string {
  const s = Math.round(ms / 1000);
  return s >= 60 ? `${Math.floor(s / 60)} min ${s % 60} s` : `${s} s`;
}
