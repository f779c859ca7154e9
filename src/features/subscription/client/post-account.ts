/** What the page gets back from an account API call. */
export type AccountAnswer<T> =
  | { kind: "ok"; body: T }
  | { kind: "refused"; code: string; status: number }
  | { kind: "network" };

/** Posts JSON to one of the account's API routes (same origin, the session cookie goes along). */
export async function postAccount<T>(path: string, body: unknown): Promise<AccountAnswer<T>> {
  try {
    const response = await fetch(path, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    const json = (await response.json().catch(() => null)) as
      | (T & { error?: { code?: string } })
      | null;
    if (response.ok && json) return { kind: "ok", body: json };
    return { kind: "refused", code: json?.error?.code ?? "failed", status: response.status };
  } catch {
    return { kind: "network" };
  }
}

/** A fresh id for one pass through the cancel flow, or one card change. */
export function newAttemptId(): string {
  return crypto.randomUUID();
}
