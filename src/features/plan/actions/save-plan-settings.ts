"use server";

import { defineAction } from "@/server/actions/action-client";
import { getViewer } from "@/server/auth/get-viewer";
import { appRequestPlan } from "../server/app-request-plan";
import { personToday } from "../server/person-today";
import { planPreferencesInputSchema } from "../server/plan-preferences-schema";
import { savePlanSettings } from "../server/save-plan-settings";

const save = defineAction({
  name: "plan-settings",
  input: planPreferencesInputSchema,
  rateLimit: { limit: 20, windowMs: 60_000 },
  handler: async ({ input, db }) => {
    const { userData } = await getViewer();
    if (!userData) return { saved: false as const };
    const now = new Date();
    await savePlanSettings(db, appRequestPlan, { userUuid: userData.uuid, preferences: input, now, today: await personToday(now) });
    return { saved: true as const };
  },
});

/**
 * The plan settings form's server action: saves the signed-in person's settings and sends the
 * regeneration of their plan (docs/meal-plan.md, "The buyer's plan"). Next.js accepts actions
 * only as same-origin POSTs.
 */
export async function savePlanSettingsAction(input: unknown) {
  return save(input);
}
