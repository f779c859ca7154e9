import "server-only";
import { eq } from "drizzle-orm";
import { emptyHeaderConfig, headerConfigKey, type HeaderConfig } from "@/features/site/domain/header-config";
import { parseHeaderConfig } from "@/features/site/domain/header-config-schema";
import type { Db } from "@/server/db/db-type";
import { settings } from "@/server/db/schema/settings";
import { logger } from "@/server/log/logger";

/** The header settings (help centre, phone, contact links, promo bar): the defaults until saved; invalid values count as unset. */
export async function getHeaderConfig(db: Db): Promise<HeaderConfig> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, headerConfigKey));
  const config = parseHeaderConfig(row?.value);
  if (row && config === emptyHeaderConfig) logger.warn("header settings are invalid; header extras hidden", { key: headerConfigKey });
  return config;
}
