import "server-only";
import { z } from "zod";
import { rollbackSplit } from "@/features/split-admin/server/split-admin-store";
import type { StaffActionDefinition } from "@/features/staff/server/staff-action";
import { kindInput, nameInput, splitAnswer, versionInput, type SplitAnswer } from "./split-answer";

const input = z.object({ kind: kindInput, name: nameInput, version: versionInput.min(1), expectedVersion: versionInput });

/** One click: an earlier version's configuration is live again, as a new version (status unchanged). */
export const definition: StaffActionDefinition<typeof input, SplitAnswer> = {
  name: "split-admin-rollback",
  permission: "splits:edit",
  input,
  rateLimit: { limit: 30, windowMs: 60_000 },
  handler: ({ input, db, staff, requestId }) => splitAnswer(() => rollbackSplit(db, input.kind, input.name, input.version, input.expectedVersion, { staff, requestId })),
};
