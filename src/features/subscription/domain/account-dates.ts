/**
 * A day as the account page and its invoices write it (`June 1, 2025`), in the reader's
 * language with Latin digits, in UTC like our e-mails: a charge day is the same everywhere.
 */
export function formatAccountDate(date: Date, locale: string): string {
  return new Intl.DateTimeFormat(`${locale}-u-nu-latn`, { dateStyle: "long", timeZone: "UTC" }).format(date);
}
