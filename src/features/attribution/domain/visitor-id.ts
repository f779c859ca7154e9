const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A visitor id is a UUID (the proxy_user_id cookie); anything else is ignored. */
export function isVisitorId(value: string | null | undefined): value is string {
  return typeof value === "string" && uuidPattern.test(value);
}
