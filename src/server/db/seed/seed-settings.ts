import { settings } from "../schema/settings";
import type { Db } from "../db-type";

export const defaultSettings: Record<string, unknown> = {
  "site.company": {
    name: "Platewise Labs OÜ",
    address: "Narva mnt 5, 10117 Tallinn, Estonia",
    supportEmail: "support@platewise.example",
  },
};

/** Inserts missing settings; never overwrites what staff changed. */
export async function seedSettings(db: Db): Promise<void> {
  await db
    .insert(settings)
    .values(Object.entries(defaultSettings).map(([key, value]) => ({ key, value })))
    .onConflictDoNothing({ target: settings.key });
}
