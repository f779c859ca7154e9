import "server-only";
import { z } from "zod";
import type { Simulation } from "@/features/split-admin/domain/simulate-visitor";
import { simulateFromDb } from "@/features/split-admin/server/split-admin-store";
import type { StaffActionDefinition } from "@/features/staff/server/staff-action";

const position = z.number().min(0).max(1);
const input = z.object({
  visitorId: z.string().min(1).max(200),
  country: z.string().max(2).regex(/^[A-Za-z]{0,2}$/, "Use a two-letter country code or leave it empty."),
  path: z.string().max(500).default("/"),
  query: z.string().max(2000).default(""),
  positions: z
    .object({ step_one: position, step_final: position, step_purchase: position, step_thank_you: position, step_web_cabinet: position, page: position })
    .partial()
    .optional(),
});

/** What the engine would assign this visitor with the saved configuration; nothing is written. */
export const definition: StaffActionDefinition<typeof input, Simulation> = {
  name: "split-admin-simulate",
  permission: "splits:read",
  input,
  rateLimit: { limit: 120, windowMs: 60_000 },
  handler: ({ input, db }) => simulateFromDb(db, input),
};
