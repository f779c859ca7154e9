/** What the sign-in API answered, as the form needs it. */
export type SignInAnswer =
  | { ok: true; next?: string }
  | { ok: false; code: string };

/**
 * Posts JSON to one of the sign-in routes (same origin, so the session cookies it sets are
 * kept). Errors come back as their code (`invalid_code`, `rate_limited`…); no answer at all
 * is `network`.
 */
export async function postSignIn(path: string, body: Record<string, string>): Promise<SignInAnswer> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
      credentials: "same-origin",
    });
  } catch {
    return { ok: false, code: "network" };
  }
  const data = (await response.json().catch(() => null)) as { next?: unknown; error?: { code?: unknown } } | null;
  if (response.ok) return { ok: true, next: typeof data?.next === "string" ? data.next : undefined };
  const code = data?.error?.code;
  return { ok: false, code: typeof code === "string" ? code : "generic" };
}
