import "server-only";
import { isAPIError } from "better-auth/api";
import QRCode from "qrcode";
import type { Db } from "@/server/db/db-type";
import { staffAuthFor } from "@/server/staff-auth/staff-auth-instance";

export type TwoFactorSetup = { totpUri: string; qrDataUri: string; recoveryCodes: string[] };
export type TwoFactorFailure = { ok: false; reason: "wrong_password" | "invalid_code" };

/**
 * Starts two-factor for the signed-in staff member (password asked again): a new TOTP secret
 * as an otpauth URI and its QR picture (a PNG data URI, made on the server), and ten recovery
 * codes shown once. Two-factor is on only after `confirmTwoFactor` checks a first code.
 */
export async function startTwoFactor(db: Db, headers: Headers, password: string): Promise<({ ok: true } & TwoFactorSetup) | TwoFactorFailure> {
  try {
    const result = await staffAuthFor(db).api.enableTwoFactor({ body: { password }, headers });
    if (result.method !== "totp") throw new Error("Staff two-factor is TOTP only.");
    const qrDataUri = await QRCode.toDataURL(result.totpURI, { errorCorrectionLevel: "M", margin: 2, width: 240 });
    return { ok: true, totpUri: result.totpURI, qrDataUri, recoveryCodes: result.backupCodes };
  } catch (error) {
    if (isAPIError(error)) return { ok: false, reason: "wrong_password" };
    throw error;
  }
}

/** The first code from the authenticator app: turns two-factor on. */
export async function confirmTwoFactor(db: Db, headers: Headers, code: string): Promise<{ ok: true; cookies: string[] } | TwoFactorFailure> {
  try {
    const result = await staffAuthFor(db).api.verifyTOTP({ body: { code }, headers, returnHeaders: true });
    return { ok: true, cookies: result.headers.getSetCookie() };
  } catch (error) {
    if (isAPIError(error)) return { ok: false, reason: "invalid_code" };
    throw error;
  }
}

/** Turns two-factor off (password asked again). */
export async function disableTwoFactor(db: Db, headers: Headers, password: string): Promise<{ ok: true; cookies: string[] } | TwoFactorFailure> {
  try {
    const result = await staffAuthFor(db).api.disableTwoFactor({ body: { password }, headers, returnHeaders: true });
    return { ok: true, cookies: result.headers.getSetCookie() };
  } catch (error) {
    if (isAPIError(error)) return { ok: false, reason: "wrong_password" };
    throw error;
  }
}
