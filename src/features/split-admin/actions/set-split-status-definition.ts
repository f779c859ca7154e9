import "server-only";
import { z } from "zod";
import { setSplitStatus } from "@/features/split-admin/server/split-admin-store";
import type { StaffActionDefinition } from "@/features/staff/server/staff-action";
import { kindInput, nameInput, splitAnswer, versionInput, type SplitAnswer } from "./split-answer";

const input = z.object({ kind: kindInput, name: nameInput, status: z.enum(["running", "stopped"]), expectedVersion: versionInput });

/** Starts or stops a split; stopping keeps its exposures and assigns nobody new. */
export const definition: StaffActionDefinition<typeof input, SplitAnswer> = {
  name: "split-admin-status",
  permission: "splits:edit",
  input,
  rateLimit: { limit: 30, windowMs: 60_000 },
  handler: ({ input, db, staff, requestId }) => splitAnswer(() => setSplitStatus(db, input.kind, input.name, input.status, input.expectedVersion, { staff, requestId })),
};
