import "server-only";
import { asc } from "drizzle-orm";
import type { Db } from "@/server/db/db-type";
import { staffUsers } from "@/server/db/schema/staff";

/** Every staff account with its role and two-factor state (for admins). */
export async function listStaff(db: Db) {
  return db
    .select({ id: staffUsers.id, email: staffUsers.email, role: staffUsers.role, twoFactorEnabled: staffUsers.twoFactorEnabled, createdAt: staffUsers.createdAt })
    .from(staffUsers)
    .orderBy(asc(staffUsers.email));
}
