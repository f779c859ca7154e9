import { z } from "zod";
import { maxReasonLength, minReasonLength } from "@/features/support-proxy/domain/act-rules";

const reasonMessage = `Give a reason of at least ${minReasonLength} characters (e.g. the ticket number).`;

/** Why staff export or erase a customer: required, audited (docs/privacy.md). Same length rules as the support acts. */
export const privacyReasonSchema = z
  .string({ error: reasonMessage })
  .trim()
  .min(minReasonLength, reasonMessage)
  .max(maxReasonLength, `Keep the reason under ${maxReasonLength} characters.`);

const customerIdSchema = z.uuid({ error: "Give the customer's id (a UUID)." });

/** The body of `POST /api/mgmt/privacy/export`. */
export const exportRequestSchema = z.object({
  customerId: customerIdSchema,
  reason: privacyReasonSchema,
});

/** The body of `POST /api/mgmt/privacy/erase`: the customer's e-mail typed again to confirm. */
export const eraseRequestSchema = z.object({
  customerId: customerIdSchema,
  reason: privacyReasonSchema,
  confirmEmail: z
    .string({ error: "Type the customer's e-mail address to confirm." })
    .trim()
    .min(1, "Type the customer's e-mail address to confirm.")
    .max(320),
});
