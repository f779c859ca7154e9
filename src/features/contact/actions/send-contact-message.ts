"use server";

import { getLocale } from "next-intl/server";
import { contactActionDefinition } from "@/features/contact/server/contact-action-definition";
import { submitContactMessage } from "@/features/contact/server/submit-contact-message";
import { getVisitorCountry } from "@/features/country/server/get-visitor-country";
import { defineAction } from "@/server/actions/action-client";

const send = defineAction({
  ...contactActionDefinition,
  handler: async ({ input, db, clientAddress }) =>
    submitContactMessage(db, input, { ipAddress: clientAddress, locale: await getLocale(), country: await getVisitorCountry() }),
});

/**
 * The contact form's server action. Next.js accepts actions only as POST requests whose Origin
 * matches the host, which protects it against cross-site request forgery.
 */
export async function sendContactMessage(input: unknown) {
  return send(input);
}
