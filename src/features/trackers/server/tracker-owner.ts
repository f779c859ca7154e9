import "server-only";
import { jsonError } from "@/server/http/json-error";

export const dayNotLoggable = () =>
  jsonError(400, "day_out_of_range", "The day must be today or a recent day, never a future one.");

/** Tracker answers are one person's data: never cached by anyone. */
export function privateJson(body: unknown): Response {
  return Response.json(body, { headers: { "cache-control": "private, no-store", vary: "Cookie" } });
}
