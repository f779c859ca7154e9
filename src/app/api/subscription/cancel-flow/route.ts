import { cancelFlowRequestSchema } from "@/features/subscription/domain/account-requests";
import { runCancelFlowStep } from "@/features/subscription/server/run-cancel-flow-step";
import { appAccountDeps } from "@/features/subscription/server/app-account-deps";
import { accountError, accountReply } from "@/features/subscription/server/account-replies";
import { methodNotAllowed } from "@/server/http/api-route";
import { customerRoute } from "@/server/http/customer-route";

export const dynamic = "force-dynamic";

/**
 * One step of the cancel flow for the signed-in person's own subscription (docs/subscription.md,
 * "API"): reason, accept, decline or confirm. 401 without a session.
 */
export const POST = customerRoute({
  name: "subscription-cancel-flow",
  body: cancelFlowRequestSchema,
  maxBodyBytes: 4 * 1024,
  rateLimit: { limit: 20, windowMs: 60_000 },
  handler: async ({ body, db, customer }) => {
    const result = await runCancelFlowStep(appAccountDeps(db), customer, body);
    return result.ok ? accountReply(result) : accountError(result.code);
  },
});

const notAllowed = methodNotAllowed(["POST"]);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
