import { z } from "zod";
import { answersSchema } from "@/features/quiz/domain/answers";
import { slugSchema } from "@/features/quiz/domain/funnel-definition";

/** What the funnel editor's API accepts (docs/funnel-admin.md, "API"). */
export const funnelParamsSchema = z.object({ name: slugSchema });
export const createFunnelSchema = z.object({ name: slugSchema, title: z.string().trim().min(1).max(120), from: slugSchema.nullish() });
export const saveFunnelSchema = z.object({ expectedVersion: z.number().int().min(0), definition: z.unknown() });
export const publishFunnelSchema = z.object({ expectedVersion: z.number().int().min(0) });
export const rollbackFunnelSchema = z.object({ expectedVersion: z.number().int().min(0), version: z.number().int().min(1) });
export const checkFunnelSchema = z.object({
  condition: z.string().max(2000).optional(),
  definition: z.unknown().optional(),
  answers: answersSchema.optional(),
  country: z.string().max(2).optional(),
  locale: z.string().max(10).optional(),
});
/** Funnel definitions with 60 steps in 16 languages are large. */
export const funnelBodyBytes = 1024 * 1024;
