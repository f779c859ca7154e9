/** The funnel editor's calls to /api/mgmt/funnels (docs/funnel-admin.md, "API"). */
export type ApiAnswer<T> = { ok: true; data: T } | { ok: false; status: number; code: string; message: string; fields?: Record<string, string[]> };

export async function callFunnelApi<T>(path: string, method: string, body?: unknown): Promise<ApiAnswer<T>> {
  try {
    const response = await fetch(`/api/mgmt/funnels/${path}`, {
      method,
      headers: body === undefined ? {} : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await response.json().catch(() => null)) as (T & { error?: { code: string; message: string; fields?: Record<string, string[]> } }) | null;
    if (response.ok && json) return { ok: true, data: json };
    return { ok: false, status: response.status, code: json?.error?.code ?? "failed", message: json?.error?.message ?? "", fields: json?.error?.fields };
  } catch {
    return { ok: false, status: 0, code: "network", message: "" };
  }
}

/** Fills `{name}` placeholders of an English label. */
export function fill(label: string | undefined, values: Record<string, string | number>): string {
  return (label ?? "").replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ""));
}
