import "server-only";
import { composeEmail } from "@/server/email/compose-email";
import { queueEmail, type RequestSend } from "@/server/email/queue-email";
import type { Db } from "@/server/db/db-type";
import type { Locale } from "@/i18n/locales";
import { authFor } from "@/server/auth/auth-instance";
import { collectSignInCredentials } from "@/server/auth/sign-in-credentials";
import { prepareSignInCustomer } from "./prepare-sign-in-customer";
import { signInLinkUrl } from "./sign-in-links";

export type SignInMailRequest = {
  email: string;
  locale: Locale;
  headers: Headers;
  siteUrl: string;
  /** Where the mail's link leads once signed in (a checked same-site path), else the plan. */
  destination?: string | null;
};

/**
 * Sends ONE sign-in mail with a 6-digit code and a link (docs/account.md, "Sign-in"): better-auth
 * makes both (its e-mail-code and magic-link plugins, whose send hooks only hand them over), then
 * the mail is written in the page's language and queued like every mail. An address without a
 * customer gets nothing ("no-account"); the caller answers both cases alike.
 */
export async function requestSignIn(db: Db, request: SignInMailRequest, requestSend: RequestSend): Promise<"sent" | "no-account"> {
  const customer = await prepareSignInCustomer(db, request.email);
  if (!customer) return "no-account";
  const email = request.email.trim().toLowerCase();
  const auth = authFor(db);
  const credentials = await collectSignInCredentials(async () => {
    await auth.api.sendVerificationOTP({ body: { email, type: "sign-in" }, headers: request.headers });
    await auth.api.signInMagicLink({ body: { email }, headers: request.headers });
  });
  if (!credentials.code || !credentials.linkToken) throw new Error("better-auth made no sign-in code or link.");
  const content = await composeEmail(
    {
      kind: "sign-in",
      input: { code: credentials.code, magicLink: signInLinkUrl(request.siteUrl, credentials.linkToken, request.locale, request.destination ?? null) },
    },
    request.locale,
  );
  await queueEmail(db, { kind: "sign-in", locale: request.locale, to: customer.email, content }, requestSend);
  return "sent";
}
