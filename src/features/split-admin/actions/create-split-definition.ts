import "server-only";
import { z } from "zod";
import { createSplit } from "@/features/split-admin/server/split-admin-store";
import type { StaffActionDefinition } from "@/features/staff/server/staff-action";
import { kindInput, splitAnswer, type SplitAnswer } from "./split-answer";

const input = z.object({ kind: kindInput, content: z.unknown() });

/** Creates a split or page split as a draft (refused: invalid, name taken or reserved). */
export const definition: StaffActionDefinition<typeof input, SplitAnswer> = {
  name: "split-admin-create",
  permission: "splits:edit",
  input,
  rateLimit: { limit: 30, windowMs: 60_000 },
  handler: ({ input, db, staff, requestId }) => splitAnswer(() => createSplit(db, input.kind, input.content, { staff, requestId })),
};
