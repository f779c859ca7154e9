import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/server/db/db-type";
import { users } from "@/server/db/schema/quiz";

/** The units the person chose in the quiz (stored in their profile); metric when unknown. */
export async function viewerUnits(db: Db, userUuid: string): Promise<"metric" | "imperial"> {
  const [row] = await db.select({ profile: users.profile }).from(users).where(eq(users.uuid, userUuid));
  const profile = row?.profile as { units?: unknown } | null | undefined;
  return profile?.units === "imperial" ? "imperial" : "metric";
}
