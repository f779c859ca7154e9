import { randomBytes, createHmac } from "node:crypto";
import { betterAuthSecret } from "@/server/auth/auth-secret";
import type { Db } from "@/server/db/db-type";
import { authSessions, authUsers } from "@/server/db/schema/auth";
import { users } from "@/server/db/schema/quiz";
import { getServerSecrets } from "@/server/secrets/server-secrets";
import { staffRoles, type StaffRole } from "@/features/staff/domain/roles";
import { createStaff } from "@/features/staff/server/create-staff";
import { staffSignIn } from "@/features/staff/server/staff-sign-in";
import { cookieHeaderOf } from "./totp";

export const sweepPassword = "sweep password 2026!";

export type Principal = { name: "visitor" | "customer" | StaffRole; role: StaffRole | null; cookie: () => Promise<string> };

/** A signed-in customer's cookies (a real better-auth session row, signed like the app signs it). */
export async function customerCookie(db: Db, email: string): Promise<string> {
  const [user] = await db.insert(users).values({ email }).returning({ uuid: users.uuid });
  await db.insert(authUsers).values({ id: user!.uuid, email });
  const token = randomBytes(24).toString("base64url");
  await db.insert(authSessions).values({ token, userId: user!.uuid, expiresAt: new Date(Date.now() + 86_400_000) });
  const signature = createHmac("sha256", betterAuthSecret(getServerSecrets().sessionKeys)).update(token).digest("base64");
  return `session=${encodeURIComponent(`${token}.${signature}`)}; userId=${user!.uuid}`;
}

/** The visitor, a customer and one staff member per role; staff cookies come from a fresh sign-in each time. */
export async function makePrincipals(db: Db): Promise<Principal[]> {
  const customer = await customerCookie(db, "sweep-customer@example.com");
  const principals: Principal[] = [
    { name: "visitor", role: null, cookie: async () => "" },
    // A customer, also trying their customer session under the staff cookie's name.
    { name: "customer", role: null, cookie: async () => `${customer}; pw-staff.session_token=${customer.split(";")[0]!.slice("session=".length)}` },
  ];
  for (const role of staffRoles) {
    const email = `sweep-${role}@platewise.test`;
    await createStaff(db, { email, password: sweepPassword, role });
    principals.push({
      name: role,
      role,
      cookie: async () => {
        const result = await staffSignIn(db, { email, password: sweepPassword, headers: new Headers({ "user-agent": "sweep" }) });
        if (!result.ok) throw new Error(`sign-in as ${role} failed`);
        return cookieHeaderOf(result.cookies);
      },
    });
  }
  return principals;
}
