"use server";

import { z } from "zod";
import { defineCustomerAction } from "@/server/actions/customer-action";
import { chooseMealSwap, type SwapOutcome } from "../server/swap-plan-meal";

const choose = defineCustomerAction({
  name: "plan-swap",
  input: z.object({
    planId: z.uuid(),
    day: z.coerce.number().int().min(0).max(6),
    slot: z.coerce.number().int().min(0).max(4),
    recipeId: z.string().regex(/^[a-z0-9-]{1,80}$/),
  }),
  handler: async ({ input, db, customer }): Promise<{ outcome: SwapOutcome }> => ({
    outcome: await chooseMealSwap(db, { userUuid: customer.uuid, ...input }),
  }),
});

/** Saves the meal chosen from the swap choices; choosing it again changes nothing. */
export async function chooseMealSwapAction(input: unknown) {
  return choose(input);
}
