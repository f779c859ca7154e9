import type { ReactNode } from "react";
import { mailPreviewDocument } from "@/features/outbox/domain/mail-preview";
import { mgmtTranslator } from "@/i18n/mgmt-messages";
import { OutboxStatusBadge } from "./outbox-status-badge";

export type OutboxMailDetail = {
  id: string;
  kind: string;
  locale: string;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  status: string;
  attempts: number;
  lastError: string | null;
  messageId: string | null;
  createdAt: Date;
  sentAt: Date | null;
};

const when = (value: Date | null) => (value ? value.toISOString().slice(0, 19).replace("T", " ") + " UTC" : "—");

/**
 * One mail as it was written: its facts, the text exactly (whitespace kept), and the HTML drawn
 * in a sandboxed frame that runs no script and loads nothing (docs/email.md, "The outbox").
 */
export function OutboxMailView({ mail }: { mail: OutboxMailDetail }) {
  const t = mgmtTranslator("outbox");
  const fact = (label: string, value: ReactNode, testId?: string) => (
    <>
      <dt className="text-muted">{label}</dt>
      <dd className="min-w-0 break-all" data-testid={testId}>
        {value}
      </dd>
    </>
  );
  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 dir="auto" className="break-words text-2xl font-bold" data-testid="outbox-mail-subject">
          {mail.subject}
        </h1>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
          {fact(t("mail.status"), <OutboxStatusBadge status={mail.status} testId="outbox-mail-status" />)}
          {fact(t("mail.to"), mail.toAddress, "outbox-mail-to")}
          {fact(t("mail.kind"), mail.kind)}
          {fact(t("mail.locale"), mail.locale)}
          {fact(t("mail.created"), when(mail.createdAt))}
          {fact(t("mail.sentAt"), when(mail.sentAt))}
          {fact(t("mail.attempts"), mail.attempts)}
          {mail.lastError ? fact(t("mail.lastError"), mail.lastError) : null}
          {mail.messageId ? fact(t("mail.messageId"), <span className="font-mono text-xs">{mail.messageId}</span>) : null}
        </dl>
        <p className="text-xs text-muted">{t("mail.audited")}</p>
      </header>
      <section className="space-y-2" aria-labelledby="outbox-mail-text-title">
        <h2 id="outbox-mail-text-title" className="text-lg font-bold">
          {t("mail.text")}
        </h2>
        <pre dir="auto" className="overflow-x-auto whitespace-pre-wrap break-words rounded-lg border border-line bg-surface p-4 font-mono text-sm" data-testid="outbox-mail-text">
          {mail.textBody}
        </pre>
      </section>
      <section className="space-y-2" aria-labelledby="outbox-mail-html-title">
        <h2 id="outbox-mail-html-title" className="text-lg font-bold">
          {t("mail.html")}
        </h2>
        <iframe
          title={t("mail.htmlFrame")}
          sandbox=""
          referrerPolicy="no-referrer"
          srcDoc={mailPreviewDocument(mail.htmlBody)}
          className="h-[640px] w-full rounded-lg border border-line bg-white"
          data-testid="outbox-mail-html"
        />
      </section>
    </div>
  );
}
