import "server-only";
import { getEnv } from "@/env";
import { accountPortNamed } from "@/features/billing/server/providers/account-provider-registry";
import { providerNamed } from "@/features/billing/server/providers/payment-provider-registry";
import type { Db } from "@/server/db/db-type";
import { mailSettings } from "@/server/email/mail-settings";
import { requestEmailSend } from "@/server/email/request-email-send";
import type { AccountDeps } from "./account-deps";

export function appAccountDeps(db: Db): AccountDeps {
  const settings = mailSettings(getEnv());
  return {
    db,
    now: () => new Date(),
    paymentPort: (name) => providerNamed(db, name),
    accountPort: (name) => accountPortNamed(db, name),
    mail: {
      requestSend: requestEmailSend,
      siteUrl: settings.siteUrl,
      supportEmail: settings.supportEmail,
    },
  };
}
