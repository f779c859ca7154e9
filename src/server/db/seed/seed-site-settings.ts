import type { HeaderConfig } from "@/features/site/domain/header-config";
import { headerConfigKey } from "@/features/site/domain/header-config";
import type { Db } from "../db-type";
import { settings } from "../schema/settings";

/**
 * Default header settings: a help-centre link, an e-mail contact link and a promo bar that
 * starts the quiz. No phone number until staff enter a real one.
 */
export const defaultHeaderConfig: HeaderConfig = {
  helpCentreUrl: "https://help.platewise.example",
  phone: null,
  contactLinks: [{ kind: "email", href: "mailto:support@platewise.example" }],
  promoBar: { text: {}, startHref: "/quiz" },
};

/** Inserts the header settings when missing; never overwrites what staff changed. */
export async function seedSiteSettings(db: Db): Promise<void> {
  await db
    .insert(settings)
    .values({ key: headerConfigKey, value: defaultHeaderConfig })
    .onConflictDoNothing({ target: settings.key });
}
