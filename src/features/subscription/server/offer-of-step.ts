import "server-only";
import { z } from "zod";
import type { RetentionOffer } from "@/features/subscription/domain/retention-offer";
import type { FlowStepRow } from "./record-flow-step";

const offerSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("pause"), defaultMonths: z.union([z.literal(1), z.literal(2), z.literal(3)]) }),
  z.object({ kind: z.literal("discount"), percentOff: z.number().int(), renewals: z.number().int() }),
  z.object({ kind: z.literal("none") }),
]);

/** The offer a recorded step holds; a row that does not read as one offered nothing. */
export function offerOfStep(row: FlowStepRow): RetentionOffer {
  const parsed = offerSchema.safeParse(row.offer);
  return parsed.success ? parsed.data : { kind: "none" };
}
