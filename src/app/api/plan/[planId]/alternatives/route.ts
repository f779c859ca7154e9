import { z } from "zod";
import { locales } from "@/i18n/locales";
import { loadPlanRecipeCards } from "@/features/plan/server/plan-recipe-store";
import { privateHeaders } from "@/features/plan/server/plan-viewer";
import { mealAlternatives } from "@/features/plan/server/swap-plan-meal";
import { methodNotAllowed } from "@/server/http/api-route";
import { customerRoute } from "@/server/http/customer-route";
import { jsonError, validationError } from "@/server/http/json-error";

export const dynamic = "force-dynamic";

const querySchema = z.object({
  day: z.coerce.number().int().min(0).max(6),
  slot: z.coerce.number().int().min(0).max(4),
  locale: z.enum(locales).default("en"),
});

/**
 * The swap choices for one meal of the signed-in person's plan, with names in the locale
 * (docs/meal-plan.md, "The buyer's plan"). Another person's plan, or an unknown one, is 404.
 */
export const GET = customerRoute({
  name: "plan-alternatives",
  params: z.object({ planId: z.string().max(64) }),
  rateLimit: { limit: 60, windowMs: 60_000 },
  handler: async ({ request, params, db, customer }) => {
    const query = querySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!query.success) return validationError(query.error, { route: "plan-alternatives" });
    const alternatives = await mealAlternatives(db, { userUuid: customer.uuid, planId: params.planId, ...query.data });
    if (!alternatives) return jsonError(404, "not_found", "No such meal in your plans.");
    const { cards } = await loadPlanRecipeCards(db, alternatives.map((a) => a.recipeId), query.data.locale);
    return Response.json(
      {
        alternatives: alternatives.map((a) => ({
          recipeId: a.recipeId,
          name: cards.get(a.recipeId)?.name ?? a.recipeId,
          timeMinutes: cards.get(a.recipeId)?.timeMinutes ?? null,
          portions: a.portions,
          kcal: Math.round(a.nutrition.kcal),
          proteinG: Math.round(a.nutrition.proteinG),
          fatG: Math.round(a.nutrition.fatG),
          carbsG: Math.round(a.nutrition.carbsG),
        })),
      },
      { headers: privateHeaders },
    );
  },
});

const notAllowed = methodNotAllowed(["GET"]);
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
