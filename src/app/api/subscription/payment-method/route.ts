import { paymentMethodRequestSchema } from "@/features/subscription/domain/account-requests";
import { changePaymentMethod } from "@/features/subscription/server/change-payment-method";
import { appAccountDeps } from "@/features/subscription/server/app-account-deps";
import { accountError, accountReply } from "@/features/subscription/server/account-replies";
import { methodNotAllowed } from "@/server/http/api-route";
import { customerRoute } from "@/server/http/customer-route";

export const dynamic = "force-dynamic";

/**
 * A new card for the signed-in person's subscription: the provider's form tokenised it; the
 * provider checks it without a charge (docs/subscription.md, "Payment method"). 401 without a
 * session; a refused card is 402 with the payment error code.
 */
export const POST = customerRoute({
  name: "subscription-payment-method",
  body: paymentMethodRequestSchema,
  maxBodyBytes: 2 * 1024,
  rateLimit: { limit: 10, windowMs: 60_000 },
  handler: async ({ body, db, customer }) => {
    const result = await changePaymentMethod(appAccountDeps(db), { userUuid: customer.uuid, ...body });
    if (!result.ok) return accountError(result.code);
    const { brand, last4, expMonth, expYear } = result.paymentMethod;
    return accountReply({ paymentMethod: { brand, last4, expMonth, expYear } });
  },
});

const notAllowed = methodNotAllowed(["POST"]);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
