import "server-only";
import { z } from "zod";
import { HYPOTHESIS_OUTCOMES, HYPOTHESIS_STATUSES } from "@/features/ab-backlog/domain/hypothesis";
import { moveHypothesis } from "@/features/ab-backlog/server/backlog-store";
import type { StaffActionDefinition } from "@/features/staff/server/staff-action";
import { backlogAnswer, hypothesisIdInput, versionInput, type BacklogAnswer } from "./backlog-answer";

const input = z.object({
  id: hypothesisIdInput,
  to: z.enum(HYPOTHESIS_STATUSES),
  outcome: z.enum(HYPOTHESIS_OUTCOMES).nullish(),
  learning: z.string().max(2000).nullish(),
  expectedVersion: versionInput,
});

/** Moves a hypothesis to another status; concluding needs an outcome and a learning. */
export const definition: StaffActionDefinition<typeof input, BacklogAnswer> = {
  name: "backlog-move",
  permission: "backlog:edit",
  input,
  rateLimit: { limit: 60, windowMs: 60_000 },
  handler: ({ input, db, staff, requestId }) =>
    backlogAnswer(() => moveHypothesis(db, input.id, { to: input.to, outcome: input.outcome, learning: input.learning }, input.expectedVersion, { staff, requestId })),
};
