import "server-only";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { admin, twoFactor } from "better-auth/plugins";
import { createAccessControl } from "better-auth/plugins/access";
import { adminAc, defaultStatements } from "better-auth/plugins/admin/access";
import { getEnv } from "@/env";
import { betterAuthSecret } from "@/server/auth/auth-secret";
import type { Db } from "@/server/db/db-type";
import { staffAccounts, staffSessions, staffTwoFactors, staffUsers, staffVerifications } from "@/server/db/schema/staff";
import { trustedRequestHeaders } from "@/server/http/request-facts";
import { getServerSecrets } from "@/server/secrets/server-secrets";
import { createHmac } from "node:crypto";
import { twoFactorGate } from "./two-factor-gate";

/** Every staff cookie starts with this, apart from the customers' cookies (ADR 0006). */
export const staffCookiePrefix = "pw-staff";
export const staffSessionCookieName = `${staffCookiePrefix}.session_token`;
/** A staff session lasts 12 hours from sign-in; reading it never extends it. */
export const staffSessionSeconds = 12 * 60 * 60;
export const staffPasswordMinLength = 12;

// better-auth's admin plugin knows our roles; only admin may manage users through it.
const access = createAccessControl(defaultStatements);
const noUserRights = access.newRole({ user: [], session: [] });
export const staffAccessRoles = {
  admin: access.newRole(adminAc.statements),
  growth: noUserRights,
  support: noUserRights,
  analyst: noUserRights,
};

function createStaffAuth(db: Db) {
  // Its own secret, derived like the customers' but under another label: a customer cookie can
  // never pass as a staff one.
  const secret = createHmac("sha256", betterAuthSecret(getServerSecrets().sessionKeys)).update("platewise:staff-auth:v1").digest("base64url");
  return betterAuth({
    appName: "Platewise management",
    baseURL: getEnv().SITE_URL,
    basePath: "/api/staff-auth",
    secrets: [{ version: 1, value: secret }],
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: staffUsers,
        session: staffSessions,
        account: staffAccounts,
        verification: staffVerifications,
        twoFactor: staffTwoFactors,
      },
    }),
    emailAndPassword: {
      enabled: true,
      // Staff are made by an admin or the staff:create command, never by signing up.
      disableSignUp: true,
      minPasswordLength: staffPasswordMinLength,
      maxPasswordLength: 256,
    },
    // Reading a session never writes (no refresh, no clean-up of an expired row): pages only read.
    session: { expiresIn: staffSessionSeconds, updateAge: 60 * 60, deferSessionRefresh: true },
    // Our own limiter counts failed sign-ins per address and per client (docs/staff.md).
    rateLimit: { enabled: false },
    // Our gate counts each two-factor code before it is checked (two-factor-gate.ts).
    hooks: { before: twoFactorGate(db) },
    telemetry: { enabled: false },
    advanced: {
      cookiePrefix: staffCookiePrefix,
      useSecureCookies: getEnv().SITE_URL.startsWith("https:"),
      ipAddress: { ipAddressHeaders: [trustedRequestHeaders.clientAddress] },
      database: { generateId: "uuid" },
    },
    plugins: [
      twoFactor({
        issuer: "Platewise",
        backupCodeOptions: { amount: 10, length: 10, storeBackupCodes: "encrypted" },
        accountLockout: { enabled: true, maxFailedAttempts: 5, durationSeconds: 15 * 60 },
      }),
      admin({ ac: access, roles: staffAccessRoles, defaultRole: "analyst", adminRoles: ["admin"] }),
    ],
  });
}

export type StaffAuth = ReturnType<typeof createStaffAuth>;

const instances = new WeakMap<Db, StaffAuth>();

/** The staff better-auth over one database (the app's, or a test's), made once per database. */
export function staffAuthFor(db: Db): StaffAuth {
  let auth = instances.get(db);
  if (!auth) {
    auth = createStaffAuth(db);
    instances.set(db, auth);
  }
  return auth;
}
