import "server-only";
import { headers } from "next/headers";
import type { z } from "zod";
import { readSessionCustomer, type SessionCustomer } from "@/server/auth/session-customer";
import type { Db } from "@/server/db/db-type";
import { logger } from "@/server/log/logger";
import type { ActionResult } from "./action-result";
import { runGatedAction, type ActionDefinition } from "./run-action";

export type CustomerActionDefinition<S extends z.ZodType, Data> = Omit<ActionDefinition<S, Data>, "handler"> & {
  handler: (context: { input: z.output<S>; db: Db; clientAddress: string; customer: SessionCustomer }) => Promise<Data>;
};

/**
 * Runs an action of the signed-in customer: the client's rate limit, then the customer of the
 * session cookie (`readSessionCustomer`, the same reader as `customerRoute`) — none → the form
 * error `signedOut`, before the input is looked at —, then the project's action checks and
 * the handler with `customer: { uuid, email }`.
 */
export async function runCustomerAction<S extends z.ZodType, Data>(
  definition: CustomerActionDefinition<S, Data>,
  raw: unknown,
  requestHeaders: Headers,
): Promise<ActionResult<Data, Extract<keyof z.input<S>, string>>> {
  const { handler, ...rest } = definition;
  return runGatedAction<S, Data, SessionCustomer, ActionResult<Data, Extract<keyof z.input<S>, string>>>(
    { ...rest, handler: ({ caller, ...context }) => handler({ ...context, customer: caller }) },
    raw,
    requestHeaders,
    async ({ db }) => {
      const customer = await readSessionCustomer(requestHeaders, db);
      if (customer) return { caller: customer };
      logger.warn("action refused without a session", { action: definition.name });
      return { refusal: { ok: false, formError: "signedOut" } };
    },
  );
}

/**
 * The one way to build a server action of the signed-in customer:
 * `defineCustomerAction({ name, input, rateLimit?, handler })` for a "use server" file; the
 * handler receives `customer` (docs/http.md, "Customer routes and actions").
 */
export function defineCustomerAction<S extends z.ZodType, Data>(
  definition: CustomerActionDefinition<S, Data>,
): (raw: unknown) => Promise<ActionResult<Data, Extract<keyof z.input<S>, string>>> {
  return async (raw) => runCustomerAction(definition, raw, await headers());
}
