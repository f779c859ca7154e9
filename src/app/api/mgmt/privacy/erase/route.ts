import { providerDeletionJobName } from "@/features/privacy/server/provider-deletion-job";
import { eraseCustomer } from "@/features/privacy/server/erase-customer";
import { staffRoute } from "@/features/staff/server/staff-route";
import { eraseRequestSchema } from "@/features/privacy/domain/privacy-request-schema";
import { customerById } from "@/features/support-proxy/server/find-customer";
import { methodNotAllowed } from "@/server/http/api-route";
import { jsonError } from "@/server/http/json-error";
import { enqueue } from "@/server/jobs/job-queue";
import { logger } from "@/server/log/logger";

/**
 * Erases one customer (docs/privacy.md, "Erase"): support and admin only
 * (`customer-erase:act`), with a reason and the customer's e-mail typed again as confirmation.
 * Our database changes in one transaction (audited in it); the payment provider's customer is
 * deleted afterwards by a job, never in this request.
 */
export const POST = staffRoute({
  name: "mgmt-privacy-erase",
  permission: "customer-erase:act",
  rateLimit: { limit: 10, windowMs: 60_000 },
  body: eraseRequestSchema,
  handler: async ({ db, body, staff, requestId }) => {
    const customerId = body.customerId.toLowerCase();
    const customer = await customerById(db, customerId);
    if (!customer)
      return jsonError(404, "no_customer", "No customer has this id (already erased?).");
    if (customer.email.toLowerCase() !== body.confirmEmail.toLowerCase())
      return jsonError(
        400,
        "confirmation_mismatch",
        "The e-mail typed to confirm is not this customer's address.",
      );
    const answer = await eraseCustomer(db, {
      userUuid: customerId,
      staff,
      reason: body.reason,
      requestId,
      now: new Date(),
    });
    if (!answer.erased) {
      if (answer.refusal === "no_customer")
        return jsonError(404, "no_customer", "No customer has this id (already erased?).");
      return jsonError(
        409,
        "subscription_running",
        `The customer's subscription is ${answer.status} and not set to cancel: cancel it first, then erase.`,
      );
    }
    // The job also runs every 10 minutes: a lost send here only delays the provider's deletion.
    await enqueue(providerDeletionJobName, {}).catch((error: unknown) =>
      logger.warn("provider deletion job not sent; the schedule will run it", {
        error: error instanceof Error ? error.name : "unknown",
      }),
    );
    return Response.json({
      erased: true,
      pseudonym: answer.pseudonym,
      providerDeletions: answer.providerDeletions,
    });
  },
});

const notAllowed = methodNotAllowed(["POST"]);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
