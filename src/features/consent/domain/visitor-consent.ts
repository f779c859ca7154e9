import { z } from "zod";
import { safeDecode } from "@/features/attribution/domain/cookie-header";
import { consentGroups, consentPlan, type ConsentState } from "./consent-groups";

/** The consent manager's cookie and the revision of our consent texts (a new revision asks again). */
export const consentCookieName = "cc_cookie";
export const consentRevision = 1;

const consentCookieSchema = z.object({
  categories: z.array(z.string()).max(20),
  revision: z.number().optional(),
  expirationTime: z.number().optional(),
});

/**
 * The visitor's saved choice from the consent manager's cookie (vanilla-cookieconsent v3:
 * URI-encoded JSON with a `categories` array), or null when there is none, it is malformed,
 * expired or of another revision. The necessary group is always granted.
 */
export function parseConsentCookie(value: string | null | undefined, nowMs: number): ConsentState | null {
  if (!value || value.length > 4096) return null;
  const parsed = consentCookieSchema.safeParse(parseJson(value) ?? parseJson(safeDecode(value)));
  if (!parsed.success) return null;
  const { categories, revision, expirationTime } = parsed.data;
  if (revision !== undefined && revision !== consentRevision) return null;
  if (expirationTime !== undefined && expirationTime <= nowMs) return null;
  const state = {} as ConsentState;
  for (const group of consentGroups) state[group] = group === "necessary" || categories.includes(group);
  return state;
}

export type VisitorConsentInput = {
  country: string;
  /** The value of the `cc_cookie` cookie, if any. */
  consentCookie: string | null | undefined;
  /** The request's `Sec-GPC: 1` header (Global Privacy Control). */
  globalPrivacyControl: boolean;
  nowMs: number;
};

/**
 * What the visitor allows, as the server sees it: a saved choice wins; without one, the
 * defaults of the country's consent plan (everything but the necessary group denied where
 * consent is required; elsewhere granted, targeting denied under Global Privacy Control).
 * The browser applies the same rule, so both sides store the same cookies.
 */
export function visitorConsent(input: VisitorConsentInput): ConsentState {
  return parseConsentCookie(input.consentCookie, input.nowMs) ?? consentPlan(input.country, input.globalPrivacyControl).defaults;
}

/** `Sec-GPC: 1` is the only value the Global Privacy Control specification defines. */
export function hasGlobalPrivacyControl(header: string | null | undefined): boolean {
  return header?.trim() === "1";
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
