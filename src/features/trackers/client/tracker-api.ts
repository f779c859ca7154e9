/**
 * The browser's calls to the tracker API (docs/trackers.md, "API"). Every answer is either
 * the route's JSON or `{ ok: false, code }` (`network` when nothing came back).
 */
export type TrackerAnswer<T> = { ok: true; data: T } | { ok: false; code: string };

export async function callTrackerApi<T>(path: string, method: "GET" | "POST" | "PUT", body?: unknown): Promise<TrackerAnswer<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: body === undefined ? undefined : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: "same-origin",
      cache: "no-store",
    });
  } catch {
    return { ok: false, code: "network" };
  }
  const data = (await response.json().catch(() => null)) as (T & { error?: { code?: unknown } }) | null;
  if (response.ok && data) return { ok: true, data };
  const code = data?.error?.code;
  return { ok: false, code: typeof code === "string" ? code : "generic" };
}

export type WaterAnswer = { day: string; totalMl: number };
export type WeightAnswer = { entries: { date: string; kg: number }[] };
export type FastAnswer = { open: { startedAt: string; plannedHours: number | null } | null };
