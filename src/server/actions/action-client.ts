import "server-only";
import type { z } from "zod";
import { headers } from "next/headers";
import type { ActionResult } from "./action-result";
import { runAction, type ActionDefinition } from "./run-action";

/**
 * The one way to build a server action: `defineAction({ name, input, rateLimit, handler })`
 * gives an async function for a "use server" file that takes FormData or an object and
 * answers an `ActionResult`. The checks are in run-action.ts; see docs/http.md.
 */
export function defineAction<S extends z.ZodType, Data>(
  definition: ActionDefinition<S, Data>,
): (raw: unknown) => Promise<ActionResult<Data, Extract<keyof z.input<S>, string>>> {
  return async (raw) => runAction(definition, raw, await headers());
}
