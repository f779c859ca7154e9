/**
 * What a chaos run must leave behind, checked on the rows it left (docs/chaos-checkout.md):
 * one order per checkout key; every checkout the processor charged has exactly one paid order
 * and one subscription; no order is charged twice; refused cards leave failed orders and no
 * subscription; no subscription lacks a paid order. Pure: rows in, findings out.
 */
export type ChaosCheckout = {
  key: string;
  /** What the card should do: be charged, or be refused. */
  expected: "charged" | "declined";
  /** What the page was finally told. */
  answer: "accepted" | "declined" | "refused" | "gave_up";
  /** The order the page was told about, if any. */
  orderId: string | null;
  /** The payment error code of a refusal the page was shown. */
  refusal?: string | null;
};

export type ChaosRows = {
  orders: { id: string; key: string; status: string; failureCode: string | null; amountMinor: number }[];
  payments: { orderId: string; status: string; providerPaymentId: string }[];
  subscriptions: { id: string; initialOrderId: string; status: string }[];
  processorIntents: { id: string; orderId: string | null; status: string; amountMinor: number; offSession: boolean }[];
  processorSubscriptions: { id: string; orderId: string | null; status: string }[];
  /** The processor's events not yet taken by the app (answered 2xx), with what they are about. */
  waitingEvents: { id: string; type: string; attempts: number; orderId: string | null; subscriptionId: string | null }[];
  events: { total: number; undelivered: number; attempts: number };
  received: { total: number; unprocessed: number };
  jobs: { name: string; state: string; count: number }[];
};

export type FindingKind =
  | "refused"
  | "lost"
  | "duplicated"
  | "double_charge"
  | "declined_but_charged"
  | "good_card_failed"
  | "told_refused_but_charged"
  | "paid_without_charge"
  | "subscription_without_paid_order"
  | "unsettled";

export type Finding = { kind: FindingKind; key: string | null; detail: string };

export type ChaosVerdict = {
  findings: Finding[];
  /** Checkout keys per kind of finding (a row without a key counts once). */
  counts: Record<FindingKind, number>;
  orders: { total: number; byStatus: Record<string, number> };
  /** Findings that fail the run (everything but `unsettled`). */
  failed: boolean;
};

const paidStatuses = new Set(["paid", "partially_refunded", "refunded"]);
const allKinds: FindingKind[] = [
  "refused",
  "lost",
  "duplicated",
  "double_charge",
  "declined_but_charged",
  "good_card_failed",
  "told_refused_but_charged",
  "paid_without_charge",
  "subscription_without_paid_order",
  "unsettled",
];

export function judgeChaosRun(checkouts: readonly ChaosCheckout[], rows: ChaosRows): ChaosVerdict {
  const findings: Finding[] = [];
  const add = (kind: FindingKind, key: string | null, detail: string) => findings.push({ kind, key, detail });
  const group = <T>(items: readonly T[], keyOf: (item: T) => string | null) => {
    const map = new Map<string, T[]>();
    for (const item of items) {
      const key = keyOf(item);
      if (key === null) continue;
      map.set(key, [...(map.get(key) ?? []), item]);
    }
    return map;
  };
  const ordersByKey = group(rows.orders, (o) => o.key);
  const paymentsByOrder = group(rows.payments, (p) => p.orderId);
  const subscriptionsByOrder = group(rows.subscriptions, (s) => s.initialOrderId);
  const intentsByOrder = group(rows.processorIntents, (i) => i.orderId);
  const processorSubsByOrder = group(rows.processorSubscriptions, (s) => s.orderId);
  const orderOfProcessorSub = new Map(rows.processorSubscriptions.map((s) => [s.id, s.orderId]));
  const waitingByOrder = group(rows.waitingEvents, (e) => e.orderId ?? (e.subscriptionId ? (orderOfProcessorSub.get(e.subscriptionId) ?? null) : null));

  // Orders whose money is still moving (a charge processing, events not delivered).
  const inFlight = new Set<string>();
  for (const checkout of checkouts) {
    const { key } = checkout;
    const orders = ordersByKey.get(key) ?? [];
    // The run sends only valid checkouts: a 4xx other than a refused card means the run
    // tested nothing for this key (or the server refuses what it should take).
    if (checkout.answer === "refused") add("refused", key, "the checkout was refused as bad input");
    if (orders.length === 0) {
      if (checkout.answer !== "refused")
        add("lost", key, `no order for this key (the page was told: ${checkout.answer})`);
      continue;
    }
    if (orders.length > 1) add("duplicated", key, `${orders.length} orders for one key`);
    const order = orders[0]!;
    if (checkout.orderId !== null && checkout.orderId !== order.id)
      add("duplicated", key, `the page was told order ${checkout.orderId}, the key's order is ${order.id}`);

    const intents = intentsByOrder.get(order.id) ?? [];
    const charged = intents.filter((i) => i.status === "succeeded");
    // Money taken or being taken: a second one for the same order is a double charge.
    const taking = intents.filter((i) => i.status !== "failed" && i.status !== "canceled");
    const waiting = waitingByOrder.get(order.id) ?? [];
    const late = waiting.length
      ? `; ${waiting.length} of the processor's events about it not delivered yet (${waiting.map((e) => `${e.type} after ${e.attempts} attempts`).join(", ")})`
      : "";
    const processing = intents.filter((i) => i.status === "processing" || i.status === "requires_action");
    const ourSucceeded = (paymentsByOrder.get(order.id) ?? []).filter((p) => p.status === "succeeded");
    const subscriptions = subscriptionsByOrder.get(order.id) ?? [];
    const processorSubs = (processorSubsByOrder.get(order.id) ?? []).filter((s) => s.status !== "canceled");
    const paid = paidStatuses.has(order.status);
    if (processing.length > 0 || waiting.length > 0) inFlight.add(order.id);

    if (taking.length > 1) add("double_charge", key, `the processor charged order ${order.id} ${taking.length} times (${taking.map((i) => `${i.id} ${i.status}`).join(", ")})`);
    if (ourSucceeded.length > 1) add("double_charge", key, `order ${order.id} has ${ourSucceeded.length} succeeded payments`);
    if (subscriptions.length > 1) add("duplicated", key, `order ${order.id} started ${subscriptions.length} subscriptions`);
    if (processorSubs.length > 1) add("duplicated", key, `the processor holds ${processorSubs.length} subscriptions for order ${order.id} (${ids(processorSubs)})`);

    if (checkout.expected === "declined") {
      if (charged.length > 0 || paid || subscriptions.length > 0)
        add("declined_but_charged", key, `refused card: order ${order.status}, ${charged.length} charges, ${subscriptions.length} subscriptions`);
      else if (order.status !== "failed") add("unsettled", key, `refused card, order still ${order.status}${late}`);
      continue;
    }
    // The page shows a refusal and offers a new attempt (a new key, a second charge).
    if (checkout.answer === "declined" && taking.length > 0)
      add("told_refused_but_charged", key, `the page was told the card was refused (${checkout.refusal ?? "no code"}), yet the processor took the money for order ${order.id} (${taking.map((i) => `${i.id} ${i.status}`).join(", ")}); the order is ${order.status}${late}`);
    if (charged.length > 0) {
      // Not paid yet while the processor still has events about it to deliver: late, not lost.
      const missing = [
        ...(paid ? [] : [`order ${order.id} is ${order.status}`]),
        ...(subscriptions.length ? [] : [`order ${order.id} has no subscription`]),
        ...(ourSucceeded.length ? [] : [`order ${order.id} records no succeeded payment`]),
      ];
      if (missing.length) add(waiting.length ? "unsettled" : "lost", key, `charged (${ids(charged)}) but ${missing.join(", ")}${late}`);
    } else if (paid) {
      add("paid_without_charge", key, `order ${order.id} is ${order.status} but the processor charged nothing`);
    } else if (taking.length === 0 && (order.status === "failed" || checkout.answer === "declined")) {
      add("good_card_failed", key, `good card, order ${order.id} ${order.status}${order.failureCode ? ` (${order.failureCode})` : ""}, the page was told: ${checkout.answer}`);
    } else if (processing.length > 0) {
      add("unsettled", key, `order ${order.id} ${order.status}, the processor still ${processing.map((i) => i.status).join(", ")}${late}`);
    } else {
      add("unsettled", key, `order ${order.id} ${order.status}, the processor has ${intents.length === 0 ? "no charge" : `only ${intents.map((i) => i.status).join(", ")}`} for it`);
    }
  }

  const ordersById = new Map(rows.orders.map((o) => [o.id, o]));
  for (const subscription of rows.subscriptions) {
    const order = ordersById.get(subscription.initialOrderId);
    // Stored as past due while its first payment awaits the bank: fine while money moves.
    if (order && inFlight.has(order.id)) continue;
    if (!order || !paidStatuses.has(order.status))
      add(
        "subscription_without_paid_order",
        order?.key ?? null,
        `subscription ${subscription.id} (${subscription.status}) for order ${subscription.initialOrderId} (${order?.status ?? "missing"})`,
      );
  }

  // Counted per checkout key: one key found lost for two reasons is one lost order.
  const counts = Object.fromEntries(
    allKinds.map((kind) => {
      const ofKind = findings.filter((f) => f.kind === kind);
      return [kind, new Set(ofKind.map((f, i) => f.key ?? `#${i}`)).size];
    }),
  ) as Record<FindingKind, number>;
  const byStatus: Record<string, number> = {};
  for (const order of rows.orders) byStatus[order.status] = (byStatus[order.status] ?? 0) + 1;
  return {
    findings,
    counts,
    orders: { total: rows.orders.length, byStatus },
    failed: findings.some((f) => f.kind !== "unsettled"),
  };
}

function ids(items: readonly { id: string }[]): string {
  return items.map((i) => i.id).join(", ");
}
