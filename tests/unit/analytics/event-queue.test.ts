import { describe, expect, it } from "vitest";
import { createEventQueue, type EventTransport } from "@/features/analytics/client/event-queue";

function recordingTransport(beaconAccepts = true) {
  const beacons: Array<{ url: string; body: unknown }> = [];
  const fetches: Array<{ url: string; init: RequestInit }> = [];
  const transport: EventTransport = {
    beacon: (url, body) => {
      if (beaconAccepts) beacons.push({ url, body: JSON.parse(body) });
      return beaconAccepts;
    },
    fetch: async (url, init) => void fetches.push({ url, init }),
  };
  return { transport, beacons, fetches };
}

function manualTimers() {
  const timers: Array<{ fn: () => void; ms: number; cleared: boolean }> = [];
  return {
    timers,
    setTimer: (fn: () => void, ms: number) => timers.push({ fn, ms, cleared: false }) - 1,
    clearTimer: (id: unknown) => void (timers[id as number]!.cleared = true),
    fire: () => timers.filter((t) => !t.cleared).forEach((t) => ((t.cleared = true), t.fn())),
  };
}

const event = (n: number) => ({ name: `e${n}`, time: n });

describe("event queue", () => {
  it("sends with sendBeacon after the delay, all waiting events in one batch", () => {
    const { transport, beacons } = recordingTransport();
    const clock = manualTimers();
    const queue = createEventQueue({ endpoint: "/api/events", transport, ...clock });
    queue.push(event(1));
    queue.push(event(2));
    expect(clock.timers).toHaveLength(1);
    expect(clock.timers[0]!.ms).toBe(2000);
    expect(beacons).toHaveLength(0);
    clock.fire();
    expect(beacons).toEqual([{ url: "/api/events", body: { events: [event(1), event(2)] } }]);
    expect(queue.size()).toBe(0);
  });

  it("flushes at once when the batch size is reached", () => {
    const { transport, beacons } = recordingTransport();
    const clock = manualTimers();
    const queue = createEventQueue({ endpoint: "/e", transport, batchSize: 3, ...clock });
    [1, 2, 3].forEach((n) => queue.push(event(n)));
    expect(beacons).toHaveLength(1);
    expect(clock.timers[0]!.cleared).toBe(true);
  });

  it("splits a long queue into batches of 50", () => {
    const { transport, beacons } = recordingTransport();
    const queue = createEventQueue({ endpoint: "/e", transport, batchSize: 1000, ...manualTimers() });
    for (let n = 0; n < 120; n++) queue.push(event(n));
    queue.flush();
    expect(beacons.map((b) => (b.body as { events: unknown[] }).events.length)).toEqual([50, 50, 20]);
  });

  it("falls back to a keepalive fetch when the beacon is refused or missing", () => {
    const refused = recordingTransport(false);
    const queue = createEventQueue({ endpoint: "/e", transport: refused.transport, ...manualTimers() });
    queue.push(event(1));
    queue.flush();
    expect(refused.fetches).toHaveLength(1);
    expect(refused.fetches[0]!.init).toMatchObject({ method: "POST", keepalive: true, credentials: "same-origin" });
    expect(JSON.parse(refused.fetches[0]!.init.body as string)).toEqual({ events: [event(1)] });
    const fetches: unknown[] = [];
    const noBeacon = createEventQueue({ endpoint: "/e", transport: { fetch: async (...args) => void fetches.push(args) }, ...manualTimers() });
    noBeacon.push(event(2));
    noBeacon.flush();
    expect(fetches).toHaveLength(1);
  });

  it("does nothing when flushed empty", () => {
    const { transport, beacons, fetches } = recordingTransport();
    createEventQueue({ endpoint: "/e", transport }).flush();
    expect(beacons.length + fetches.length).toBe(0);
  });
});
