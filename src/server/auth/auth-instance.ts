import "server-only";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { emailOTP, magicLink } from "better-auth/plugins";
import { getEnv } from "@/env";
import { signInLifetimeMinutes } from "@/features/notifications/email/sign-in-email";
import type { Db } from "@/server/db/db-type";
import { authAccounts, authSessions, authUsers, authVerifications } from "@/server/db/schema/auth";
import { trustedRequestHeaders } from "@/server/http/request-facts";
import { getServerSecrets } from "@/server/secrets/server-secrets";
import { betterAuthSecret } from "./auth-secret";
import { sessionCookieName, sessionLifetimeSeconds, sessionRefreshSeconds } from "./session-claims";
import { handOver } from "./sign-in-credentials";

/** A sign-in mail's code and link work this long (the template says so). */
export const signInLifetimeSeconds = signInLifetimeMinutes * 60;
/** Wrong codes one mail's code survives; then only a new mail helps. */
export const codeAttempts = 5;

function createAuth(db: Db) {
  return betterAuth({
    appName: "Platewise",
    baseURL: getEnv().SITE_URL,
    basePath: "/api/auth",
    // Given as `secrets` so that BETTER_AUTH_SECRET(S) in the environment can never replace it.
    secrets: [{ version: 1, value: betterAuthSecret(getServerSecrets().sessionKeys) }],
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user: authUsers, session: authSessions, account: authAccounts, verification: authVerifications },
    }),
    session: { expiresIn: sessionLifetimeSeconds, updateAge: sessionRefreshSeconds },
    // Our own limiter counts per e-mail and per client (docs/account.md, "Rate limits").
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    advanced: {
      // Our routes re-issue the cookie with Secure decided per request (https or not).
      useSecureCookies: false,
      cookies: { session_token: { name: sessionCookieName } },
      ipAddress: { ipAddressHeaders: [trustedRequestHeaders.clientAddress] },
      database: { generateId: "uuid" },
    },
    plugins: [
      emailOTP({
        otpLength: 6,
        expiresIn: signInLifetimeSeconds,
        allowedAttempts: codeAttempts,
        storeOTP: "hashed",
        // Customers exist before they sign in (the checkout makes them): no sign-up here.
        disableSignUp: true,
        sendVerificationOTP: async ({ otp, type }) => {
          if (type !== "sign-in") throw new Error("Only sign-in codes are sent.");
          handOver("code", otp);
        },
      }),
      magicLink({
        expiresIn: signInLifetimeSeconds,
        storeToken: "hashed",
        disableSignUp: true,
        sendMagicLink: async ({ token }) => handOver("linkToken", token),
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

const instances = new WeakMap<Db, Auth>();

/** better-auth over one database (the app's, or a test's), made once per database. */
export function authFor(db: Db): Auth {
  let auth = instances.get(db);
  if (!auth) {
    auth = createAuth(db);
    instances.set(db, auth);
  }
  return auth;
}
