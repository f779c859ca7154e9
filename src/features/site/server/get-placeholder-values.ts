import "server-only";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { getEnv, publicEnv } from "@/env";
import type { PlaceholderValues } from "@/features/content/domain/placeholders";
import type { Db } from "@/server/db/db-type";
import { settings } from "@/server/db/schema/settings";

const companySchema = z.object({ name: z.string().min(1), address: z.string().min(1), supportEmail: z.email() });

/** Company name, address and support e-mail (setting `site.company`), site name and address. */
export async function getPlaceholderValues(db: Db): Promise<PlaceholderValues> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, "site.company"));
  const company = companySchema.safeParse(row?.value);
  return {
    companyName: company.success ? company.data.name : publicEnv.siteName,
    companyAddress: company.success ? company.data.address : "",
    supportEmail: company.success ? company.data.supportEmail : "support@platewise.example",
    siteName: publicEnv.siteName,
    siteUrl: getEnv().SITE_URL,
  };
}
