import { defaultHeaderConfig, headerConfigKey } from "@/features/site/domain/header-config";
import type { Db } from "../db-type";
import { settings } from "../schema/settings";

/** Inserts the default header settings when missing; never overwrites what staff changed. */
export async function seedSiteSettings(db: Db): Promise<void> {
  await db
    .insert(settings)
    .values({ key: headerConfigKey, value: defaultHeaderConfig })
    .onConflictDoNothing({ target: settings.key });
}
