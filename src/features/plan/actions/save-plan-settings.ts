"use server";

import { defineCustomerAction } from "@/server/actions/customer-action";
import { appRequestPlan } from "../server/app-request-plan";
import { personToday } from "../server/person-today";
import { planPreferencesInputSchema } from "../server/plan-preferences-schema";
import { savePlanSettings } from "../server/save-plan-settings";

const save = defineCustomerAction({
  name: "plan-settings",
  input: planPreferencesInputSchema,
  rateLimit: { limit: 20, windowMs: 60_000 },
  handler: async ({ input, db, customer }) => {
    const now = new Date();
    await savePlanSettings(db, appRequestPlan, { userUuid: customer.uuid, preferences: input, now, today: await personToday(now) });
    return { saved: true as const };
  },
});

/**
 * The plan settings form's server action: saves the signed-in person's settings and sends the
 * regeneration of their plan (docs/meal-plan.md, "The buyer's plan"). Without a session it
 * answers the form error `signedOut`; a post from another site never reaches it (docs/http.md).
 */
export async function savePlanSettingsAction(input: unknown) {
  return save(input);
}
