import "server-only";
import { z } from "zod";
import { createHypothesis } from "@/features/ab-backlog/server/backlog-store";
import type { StaffActionDefinition } from "@/features/staff/server/staff-action";
import { backlogAnswer, type BacklogAnswer } from "./backlog-answer";

const input = z.object({ fields: z.record(z.string(), z.unknown()) });

/** Adds a hypothesis to the backlog (refused with a message when a field is wrong). */
export const definition: StaffActionDefinition<typeof input, BacklogAnswer> = {
  name: "backlog-create",
  permission: "backlog:edit",
  input,
  rateLimit: { limit: 60, windowMs: 60_000 },
  handler: ({ input, db, staff, requestId }) => backlogAnswer(() => createHypothesis(db, input.fields, { staff, requestId })),
};
