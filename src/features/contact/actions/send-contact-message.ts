"use server";

import { getLocale } from "next-intl/server";
import { headers } from "next/headers";
import type { ContactResult } from "@/features/contact/domain/contact-message";
import { submitContactMessage } from "@/features/contact/server/submit-contact-message";
import { getVisitorCountry } from "@/features/country/server/get-visitor-country";
import { getDb } from "@/server/db/client";
import { logger } from "@/server/log/logger";
import { clientAddress } from "@/server/rate-limit/client-address";

/**
 * The contact form's server action. Next.js accepts actions only as POST requests whose Origin
 * matches the host, which protects it against cross-site request forgery.
 */
export async function sendContactMessage(input: unknown): Promise<ContactResult> {
  try {
    const requestHeaders = await headers();
    const ipAddress = clientAddress(new Request("http://localhost/", { headers: requestHeaders }));
    const [db, locale, country] = await Promise.all([getDb(), getLocale(), getVisitorCountry()]);
    return await submitContactMessage(db, input, { ipAddress, locale, country });
  } catch (error) {
    logger.error("contact message failed", { error: error instanceof Error ? error.message : String(error) });
    return { ok: false, error: "failed" };
  }
}
