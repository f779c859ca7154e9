import "server-only";

export type WebhookResult = { ok: true } | { ok: false; error: string };

/** Posts a message to a Slack incoming webhook (JSON `{ text }`, answer `ok`). */
export async function postToSlackWebhook(
  webhookUrl: string,
  payload: { text: string },
  fetchImpl: typeof fetch = fetch,
): Promise<WebhookResult> {
  try {
    const response = await fetchImpl(webhookUrl, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(10_000),
    });
    const text = await response.text();
    return response.ok ? { ok: true } : { ok: false, error: `${response.status} ${text.slice(0, 200)}`.trim() };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}
