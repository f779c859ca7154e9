import { cancelFlowRequestSchema } from "@/features/subscription/domain/account-requests";
import { runCancelFlowStep } from "@/features/subscription/server/run-cancel-flow-step";
import { appAccountDeps } from "@/features/subscription/server/app-account-deps";
import { accountError, accountReply } from "@/features/subscription/server/account-replies";
import { getViewer } from "@/server/auth/get-viewer";
import { apiRoute, methodNotAllowed } from "@/server/http/api-route";

export const dynamic = "force-dynamic";

/**
 * One step of the cancel flow for the signed-in person's own subscription (docs/subscription.md,
 * "API"): reason, accept, decline or confirm. 401 without a session.
 */
export const POST = apiRoute({
  name: "subscription-cancel-flow",
  body: cancelFlowRequestSchema,
  maxBodyBytes: 4 * 1024,
  rateLimit: { limit: 20, windowMs: 60_000 },
  handler: async ({ body, db }) => {
    const { userData } = await getViewer();
    if (!userData) return accountError("not_signed_in");
    const result = await runCancelFlowStep(appAccountDeps(db), userData, body);
    return result.ok ? accountReply(result) : accountError(result.code);
  },
});

const notAllowed = methodNotAllowed(["POST"]);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
