import "server-only";
import { getEnv } from "@/env";
import { conversionSendersFromEnv } from "@/features/analytics/server/conversion-senders";
import { appRequestPlan } from "@/features/plan/server/app-request-plan";
import type { Db } from "@/server/db/db-type";
import { mailSettings } from "@/server/email/mail-settings";
import { requestEmailSend } from "@/server/email/request-email-send";
import type { PurchaseEffectDeps } from "./purchase-effect-handlers";

/** The effects' dependencies in the running app: the configured platforms, Slack, mail and queue. */
export function appPurchaseEffectDeps(db: Db, now: () => Date): PurchaseEffectDeps {
  const env = getEnv();
  const mail = mailSettings(env);
  return {
    db,
    now,
    conversionSenders: conversionSendersFromEnv(),
    slack: { webhookUrl: env.SLACK_WEBHOOK_URL },
    requestEmailSend,
    requestPlan: appRequestPlan,
    mail: { siteUrl: mail.siteUrl, supportEmail: mail.supportEmail },
  };
}
