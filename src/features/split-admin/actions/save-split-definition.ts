import "server-only";
import { z } from "zod";
import { saveSplit } from "@/features/split-admin/server/split-admin-store";
import type { StaffActionDefinition } from "@/features/staff/server/staff-action";
import { kindInput, nameInput, splitAnswer, versionInput, type SplitAnswer } from "./split-answer";

const input = z.object({ kind: kindInput, name: nameInput, content: z.unknown(), expectedVersion: versionInput });

/** Saves an edited split; live at once (refused when stale or invalid). */
export const definition: StaffActionDefinition<typeof input, SplitAnswer> = {
  name: "split-admin-save",
  permission: "splits:edit",
  input,
  rateLimit: { limit: 60, windowMs: 60_000 },
  handler: ({ input, db, staff, requestId }) => splitAnswer(() => saveSplit(db, input.kind, input.name, input.content, input.expectedVersion, { staff, requestId })),
};
