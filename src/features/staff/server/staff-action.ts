import "server-only";
import { randomUUID } from "node:crypto";
import { headers } from "next/headers";
import type { z } from "zod";
import type { StaffPermission } from "@/features/staff/domain/permissions";
import { decideStaffAccess, type StaffMember } from "@/features/staff/domain/staff-access";
import type { ActionResult } from "@/server/actions/action-result";
import { runGatedAction, type ActionDefinition } from "@/server/actions/run-action";
import type { Db } from "@/server/db/db-type";
import { readStaffMember } from "./read-staff-viewer";

export type StaffActionDefinition<S extends z.ZodType, Data> = Omit<ActionDefinition<S, Data>, "handler"> & {
  permission: StaffPermission;
  handler: (context: { input: z.output<S>; db: Db; clientAddress: string; staff: StaffMember; requestId: string }) => Promise<Data>;
};

/** A refused staff action: no staff session, or a role without the permission. */
export type StaffRefusal = { ok: false; staffError: "signedOut" | "forbidden" };
export type StaffActionResult<Data, Field extends string = string> = ActionResult<Data, Field> | StaffRefusal;

/**
 * Runs a staff action with the request's headers: the client's rate limit, then the staff
 * session and permission (nothing is parsed or written for a refused caller), then the
 * project's action checks (characters, zod, input limits, outages) and the handler.
 */
export async function runStaffAction<S extends z.ZodType, Data>(
  definition: StaffActionDefinition<S, Data>,
  raw: unknown,
  requestHeaders: Headers,
): Promise<StaffActionResult<Data, Extract<keyof z.input<S>, string>>> {
  const { permission, handler, ...rest } = definition;
  return runGatedAction<S, Data, { staff: StaffMember; requestId: string }, StaffRefusal>(
    { ...rest, handler: ({ caller, ...context }) => handler({ ...context, ...caller }) },
    raw,
    requestHeaders,
    async ({ db }) => {
      const access = decideStaffAccess(await readStaffMember(requestHeaders, db), permission);
      if (access.kind === "signed-out") return { refusal: { ok: false, staffError: "signedOut" } };
      if (access.kind === "forbidden") return { refusal: { ok: false, staffError: "forbidden" } };
      return { caller: { staff: access.staff, requestId: requestHeaders.get("x-request-id")?.slice(0, 100) || randomUUID() } };
    },
  );
}

/**
 * The one way to build a management server action (docs/staff.md, "Guard"):
 * `defineStaffAction({ name, permission, input, handler })` for a "use server" file.
 */
export function defineStaffAction<S extends z.ZodType, Data>(
  definition: StaffActionDefinition<S, Data>,
): (raw: unknown) => Promise<StaffActionResult<Data, Extract<keyof z.input<S>, string>>> {
  return async (raw) => runStaffAction(definition, raw, await headers());
}
