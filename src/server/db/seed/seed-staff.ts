import { hashPassword } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../db-type";
import { staffAccounts, staffUsers } from "../schema/staff";

/**
 * Demo staff, one per role, all with the documented demo password (README "Demo data",
 * docs/staff.md). Seeded only with demo data on (SEED_DEMO, the default); a production
 * deployment turns it off and makes its first admin with `npm run staff:create`.
 */
export const demoStaffPassword = "platewise-demo-admin";
export const demoStaff = [
  { email: "admin@platewise.local", role: "admin" },
  { email: "growth@platewise.local", role: "growth" },
  { email: "support@platewise.local", role: "support" },
  { email: "analyst@platewise.local", role: "analyst" },
] as const;

/** Inserts the demo staff that are missing (password hashed like better-auth's own); never changes existing ones. */
export async function seedStaff(db: Db): Promise<void> {
  for (const member of demoStaff) {
    const [existing] = await db.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.email, member.email)).limit(1);
    if (existing) continue;
    const [user] = await db
      .insert(staffUsers)
      .values({ email: member.email, name: member.role, role: member.role, emailVerified: true })
      .onConflictDoNothing()
      .returning({ id: staffUsers.id });
    if (!user) continue;
    await db.insert(staffAccounts).values({ accountId: user.id, providerId: "credential", userId: user.id, password: await hashPassword(demoStaffPassword) });
  }
}
