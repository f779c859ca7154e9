import { mgmtTranslator } from "@/i18n/mgmt-messages";
import { cn } from "@/lib/cn";

const tones: Record<string, string> = {
  sent: "border-success text-success",
  held: "border-warning text-fg",
  failed: "border-danger text-danger",
  queued: "border-line text-muted",
  sending: "border-line text-muted",
};

const known = new Set(["queued", "sending", "sent", "held", "failed"]);

/**
 * A mail's status in words: a held mail says it was held because no mail server is configured,
 * so nobody mistakes it for a sent one (docs/email.md, "The outbox").
 */
export function OutboxStatusBadge({ status, testId }: { status: string; testId?: string }) {
  const t = mgmtTranslator("outbox");
  const label = known.has(status) ? t(`status.${status as "sent"}`) : status;
  return (
    <span className={cn("inline-block rounded-full border px-2 py-0.5 text-xs font-semibold", tones[status] ?? tones.queued)} data-testid={testId} data-status={status}>
      {label}
    </span>
  );
}
