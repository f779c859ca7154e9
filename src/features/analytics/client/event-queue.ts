import { maxEventsPerBatch, type IncomingEventInput } from "@/features/analytics/domain/analytics-event";

export type EventTransport = {
  /** navigator.sendBeacon; false when the browser refused to queue it. */
  beacon?: (url: string, body: string) => boolean;
  fetch: (url: string, init: RequestInit) => Promise<unknown>;
};

export type EventQueueOptions = {
  endpoint: string;
  transport: EventTransport;
  /** Flush as soon as this many events wait; default 20. */
  batchSize?: number;
  /** Flush this long after the first waiting event; default 2 000 ms. */
  delayMs?: number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
};

export type EventQueue = {
  push(event: IncomingEventInput): void;
  /** Sends every waiting event now (batches of at most 50). */
  flush(): void;
  size(): number;
};

/**
 * Batches events and sends them with sendBeacon (text/plain, so no preflight, and it
 * survives page unloads), falling back to a keepalive fetch when the beacon is refused.
 */
export function createEventQueue(options: EventQueueOptions): EventQueue {
  const batchSize = options.batchSize ?? 20;
  const delayMs = options.delayMs ?? 2000;
  const setTimer = options.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  const waiting: IncomingEventInput[] = [];
  let timer: unknown;

  function send(events: IncomingEventInput[]): void {
    const body = JSON.stringify({ events });
    if (options.transport.beacon?.(options.endpoint, body)) return;
    options.transport
      .fetch(options.endpoint, {
        method: "POST",
        body,
        keepalive: body.length < 60_000,
        headers: { "Content-Type": "text/plain;charset=UTF-8" },
        credentials: "same-origin",
      })
      .catch(() => undefined);
  }

  function flush(): void {
    if (timer !== undefined) {
      clearTimer(timer);
      timer = undefined;
    }
    while (waiting.length > 0) send(waiting.splice(0, maxEventsPerBatch));
  }

  return {
    push(event) {
      waiting.push(event);
      if (waiting.length >= batchSize) flush();
      else timer ??= setTimer(flush, delayMs);
    },
    flush,
    size: () => waiting.length,
  };
}

/** The browser's transport: sendBeacon with a text/plain body, else fetch. */
export function browserEventTransport(): EventTransport {
  return {
    beacon:
      typeof navigator !== "undefined" && typeof navigator.sendBeacon === "function"
        ? (url, body) => navigator.sendBeacon(url, new Blob([body], { type: "text/plain;charset=UTF-8" }))
        : undefined,
    fetch: (url, init) => fetch(url, init),
  };
}
