import "server-only";
import { z } from "zod";
import { updateHypothesis } from "@/features/ab-backlog/server/backlog-store";
import type { StaffActionDefinition } from "@/features/staff/server/staff-action";
import { backlogAnswer, hypothesisIdInput, versionInput, type BacklogAnswer } from "./backlog-answer";

const input = z.object({ id: hypothesisIdInput, fields: z.record(z.string(), z.unknown()), expectedVersion: versionInput });

/** Saves a hypothesis's edited fields (refused when stale or a field is wrong). */
export const definition: StaffActionDefinition<typeof input, BacklogAnswer> = {
  name: "backlog-save",
  permission: "backlog:edit",
  input,
  rateLimit: { limit: 60, windowMs: 60_000 },
  handler: ({ input, db, staff, requestId }) => backlogAnswer(() => updateHypothesis(db, input.id, input.fields, input.expectedVersion, { staff, requestId })),
};
