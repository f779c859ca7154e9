import "server-only";

/** One message as it leaves the product (docs/email.md, "The mail port"). */
export type OutgoingMail = {
  /** `<id@domain>`: the same on every try of one outbox row, so a resend is recognisable. */
  messageId: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
};

export type SendOutcome =
  /** An SMTP server took the message. */
  | { delivered: true; serverMessageId?: string }
  /** No SMTP server is configured: the message stays in the outbox for staff to read. */
  | { delivered: false };

/** Where mail goes: SMTP, or nowhere but the outbox table. Throws when a send should be retried. */
export type MailSender = {
  kind: "smtp" | "outbox";
  send(mail: OutgoingMail): Promise<SendOutcome>;
};
