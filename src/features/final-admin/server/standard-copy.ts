import "server-only";
import { getMessages } from "next-intl/server";
import { flattenMessages, type StandardCopy } from "@/features/final-admin/domain/standard-copy";
import { locales } from "@/i18n/locales";

/**
 * The final page's standard copy (the `finalPage` messages) in every locale, as the editor shows
 * it in place of message keys (docs/final-admin.md, "Editor").
 */
export async function loadStandardCopy(): Promise<StandardCopy> {
  const entries = await Promise.all(
    locales.map(async (locale) => {
      const messages = (await getMessages({ locale })) as Record<string, unknown>;
      return [locale, flattenMessages(messages.finalPage)] as const;
    }),
  );
  return Object.fromEntries(entries);
}
