import { Fragment } from "react";
import { cn } from "@/lib/cn";

/** What a message is given for `{email}` when the address is put in by `TextWithEmail`. */
export const emailSlot = "{email}";

/**
 * An e-mail address inside translated text: isolated left to right, so a right-to-left sentence
 * never moves its hyphens, dots or "@" (bidi isolation), and kept in one box, so it moves to the
 * next line whole and breaks only when it is wider than the line (then still left to right).
 */
export function EmailAddress({ email, className }: { email: string; className?: string }) {
  return (
    <bdi dir="ltr" className={cn("inline-block max-w-full [overflow-wrap:anywhere]", className)} data-email-address="">
      {email}
    </bdi>
  );
}

/**
 * A translated sentence with an e-mail address in it: `text` is the message formatted with
 * `{ email: emailSlot }`; the slot becomes an isolated `EmailAddress`.
 */
export function TextWithEmail({ text, email, className }: { text: string; email: string; className?: string }) {
  const [before, ...rest] = text.split(emailSlot);
  return (
    <>
      {before}
      {rest.map((after, index) => (
        <Fragment key={index}>
          <EmailAddress email={email} className={className} />
          {after}
        </Fragment>
      ))}
    </>
  );
}
