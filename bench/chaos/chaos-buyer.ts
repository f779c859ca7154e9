/**
 * One simulated checkout page: it tokenises the card at the processor's card endpoint, posts
 * the checkout, and — like a real page — sends the very same request again (same idempotency
 * key) whenever the answer was lost (connection refused or cut) or the server asked it to try
 * again (503, 500, 429). The order's status is read later with its purchase cookie, as the
 * confirmation page does (`readOrderStatus`).
 * Each buyer has its own X-Forwarded-For address, read by a server that trusts 127.0.0.1 as its
 * proxy (TRUSTED_PROXY_ADDRESSES), so rate limits count per buyer as in production.
 */
import { randomUUID } from "node:crypto";
import { sleep } from "./chaos-server";

export type CardKind = "success" | "declined" | "insufficient_funds";

export const testCards: Record<CardKind, string> = {
  success: "4242424242424242",
  declined: "4000000000000002",
  insufficient_funds: "4000000000009995",
};

export type BuyerPlan = {
  index: number;
  idempotencyKey: string;
  email: string;
  address: string;
  card: CardKind;
  packageId: string;
  currency: string;
  shownAmountMinor: number;
  locale: string;
};

export type CheckoutAnswer =
  | { kind: "accepted"; orderId: string; status: string }
  | { kind: "declined"; code: string }
  | { kind: "refused"; status: number; code: string }
  | { kind: "gave_up"; reason: string };

export type BuyerOutcome = {
  plan: BuyerPlan;
  answer: CheckoutAnswer;
  /** Checkout attempts (tokenise and post), the first included. */
  checkoutSends: number;
  /** Card tokens the page made. */
  tokens: number;
  /** Answers lost on the way (no answer, or a cut connection). */
  lostAnswers: number;
  /** Answers asking to try again: status → count. */
  retryAnswers: Record<string, number>;
  /** The purchase cookie ("purchase=…"), when the checkout set one. */
  cookie: string | null;
  /** The order status the page last read from the API (filled in while the run settles). */
  polledStatus: string | null;
};

type Sent = { status: number; body: unknown; setCookie: string[] } | { status: "lost"; error: string };

const retryStatuses = new Set([500, 502, 503, 504, 429]);

export async function runBuyer(
  baseUrl: string,
  plan: BuyerPlan,
  options: { deadline: number; sameToken: boolean },
): Promise<BuyerOutcome> {
  const outcome: BuyerOutcome = {
    plan,
    answer: { kind: "gave_up", reason: "not sent" },
    checkoutSends: 0,
    tokens: 0,
    lostAnswers: 0,
    retryAnswers: {},
    cookie: null,
    polledStatus: null,
  };
  // The browser's visitor id, as the proxy issued it on the checkout page: the checkout answers a
  // repeated key only to the browser that sent it first (docs/billing.md, "Idempotency").
  const headers = {
    "content-type": "application/json",
    "x-forwarded-for": plan.address,
    cookie: `proxy_user_id=${randomUUID()}`,
  };

  // 1. The card form: the card is tokenised at the processor, then the checkout is posted,
  // and the pair is sent again with the same checkout key until the checkout is answered. The
  // shipped form (features/checkout/client/submit-payment.ts) tokenises again, without a key,
  // at every attempt; `sameToken` keeps the first token instead (one keyed tokenisation).
  const tokenise = () =>
    sendUntilAnswered(outcome, options.deadline, false, () =>
      post(
        `${baseUrl}/api/billing/sandbox/payment-methods`,
        options.sameToken ? { ...headers, "idempotency-key": `chaos-pm-${plan.idempotencyKey}` } : headers,
        {
          number: testCards[plan.card],
          expMonth: 12,
          expYear: new Date().getUTCFullYear() + 3,
          cvc: "123",
          name: `Chaos Buyer ${plan.index}`,
        },
      ),
    );
  let token: string | null = null;
  const sent = await sendUntilAnswered(outcome, options.deadline, true, async () => {
    if (!token || !options.sameToken) {
      const card = await tokenise();
      const id = card.status === "lost" ? undefined : (card.body as { id?: unknown }).id;
      if (card.status !== 200 || typeof id !== "string") return card;
      token = id;
      outcome.tokens += 1;
    }
    // 2. The checkout, with the same key at every attempt.
    return post(`${baseUrl}/api/checkout`, headers, {
      packageId: plan.packageId,
      currency: plan.currency,
      shownAmountMinor: plan.shownAmountMinor,
      paymentMethodId: token,
      idempotencyKey: plan.idempotencyKey,
      email: plan.email,
      locale: plan.locale,
    });
  });
  if (sent.status === "lost") return { ...outcome, answer: { kind: "gave_up", reason: sent.error } };
  if (sent.status === 402) {
    outcome.cookie = purchaseCookie(sent.setCookie);
    return { ...outcome, answer: { kind: "declined", code: errorCode(sent.body) } };
  }
  const body = sent.body as { orderId?: unknown; status?: unknown };
  if (sent.status !== 200 || typeof body.orderId !== "string")
    return { ...outcome, answer: { kind: "refused", status: sent.status, code: errorCode(sent.body) } };
  outcome.answer = { kind: "accepted", orderId: body.orderId, status: String(body.status) };
  outcome.cookie = purchaseCookie(sent.setCookie);

  return outcome;
}

/** The order's status as the API tells the buyer, or null when there was no answer. */
export async function readOrderStatus(
  baseUrl: string,
  plan: BuyerPlan,
  orderId: string,
  cookie: string,
): Promise<string | null> {
  const answer = await get(`${baseUrl}/api/checkout/orders/${orderId}`, {
    "x-forwarded-for": plan.address,
    cookie,
  });
  if (answer.status !== 200) return null;
  const status = (answer.body as { status?: unknown }).status;
  return typeof status === "string" ? status : null;
}

async function sendUntilAnswered(
  outcome: BuyerOutcome,
  deadline: number,
  counted: boolean,
  send: () => Promise<Sent>,
): Promise<Sent> {
  let last: Sent = { status: "lost", error: "deadline" };
  let wait = 250;
  while (Date.now() < deadline) {
    if (counted) outcome.checkoutSends += 1;
    last = await send();
    if (last.status === "lost") {
      if (counted) outcome.lostAnswers += 1;
    } else if (retryStatuses.has(last.status)) {
      if (counted) {
        const name = `${last.status} ${errorCode(last.body)}`;
        outcome.retryAnswers[name] = (outcome.retryAnswers[name] ?? 0) + 1;
      }
    } else return last;
    await sleep(wait);
    wait = Math.min(wait * 2, 2_000);
  }
  return last;
}

async function post(url: string, headers: Record<string, string>, body: unknown): Promise<Sent> {
  return send(url, { method: "POST", headers, body: JSON.stringify(body) });
}

async function get(url: string, headers: Record<string, string>): Promise<Sent> {
  return send(url, { method: "GET", headers });
}

async function send(url: string, init: RequestInit): Promise<Sent> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
    const text = await response.text();
    let body: unknown = null;
    try {
      body = JSON.parse(text);
    } catch {
      body = { error: { code: "not_json" } };
    }
    return { status: response.status, body, setCookie: response.headers.getSetCookie() };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return { status: "lost", error: cause?.code ?? (error instanceof Error ? error.name : "error") };
  }
}

function errorCode(body: unknown): string {
  const code = (body as { error?: { code?: unknown } } | null)?.error?.code;
  return typeof code === "string" ? code : "no_code";
}

function purchaseCookie(setCookie: string[]): string | null {
  const line = setCookie.find((value) => value.startsWith("purchase="));
  return line ? line.split(";")[0]! : null;
}
