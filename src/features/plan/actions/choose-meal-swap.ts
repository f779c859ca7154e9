"use server";

import { z } from "zod";
import { defineAction } from "@/server/actions/action-client";
import { getViewer } from "@/server/auth/get-viewer";
import { chooseMealSwap, type SwapOutcome } from "../server/swap-plan-meal";

const choose = defineAction({
  name: "plan-swap",
  input: z.object({
    planId: z.uuid(),
    day: z.coerce.number().int().min(0).max(6),
    slot: z.coerce.number().int().min(0).max(4),
    recipeId: z.string().regex(/^[a-z0-9-]{1,80}$/),
  }),
  handler: async ({ input, db }): Promise<{ outcome: SwapOutcome | "not-signed-in" }> => {
    const { userData } = await getViewer();
    if (!userData) return { outcome: "not-signed-in" };
    return { outcome: await chooseMealSwap(db, { userUuid: userData.uuid, ...input }) };
  },
});

/** Saves the meal chosen from the swap choices; choosing it again changes nothing. */
export async function chooseMealSwapAction(input: unknown) {
  return choose(input);
}
