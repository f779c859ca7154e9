import type { ClickIds } from "@/features/attribution/domain/attribution-params";

export type ConversionName = "Purchase" | "Lead";

/** One conversion, sent to every configured ad platform with the same event id. */
export type ConversionEvent = {
  name: ConversionName;
  /** Shared with the browser pixels so each platform counts it once. */
  eventId: string;
  eventTimeMs: number;
  sourceUrl?: string;
  value?: number;
  currency?: string;
  orderId?: string;
  user: { email?: string; externalId?: string; ip?: string; userAgent?: string };
  clickIds: ClickIds;
};

export type ConversionResult =
  | { sender: string; ok: true; status: number }
  | { sender: string; ok: false; status?: number; error: string }
  /** Nothing to send (e.g. no click id or e-mail to match on): not an error. */
  | { sender: string; ok: false; skipped: string };

/** A server-side conversion API (the port the integrations implement). */
export type ConversionSender = {
  name: string;
  send(event: ConversionEvent): Promise<ConversionResult>;
};

/** Lower-cased and trimmed, as every platform expects before hashing. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The Meta click id: the pixel's _fbc cookie, else the one derived from fbclid. */
export function metaClickId(clickIds: ClickIds): string | undefined {
  return clickIds._fbc ?? clickIds.custom_fbc;
}
