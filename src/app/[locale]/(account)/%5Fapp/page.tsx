import { resolvePageLocale } from "@/i18n/page-locale";
import { localizePath } from "@/i18n/locales";
import { redirect } from "next/navigation";
import { getViewer } from "@/server/auth/get-viewer";

/** Who is signed in decides where the app opens: rendered per request. */
export const dynamic = "force-dynamic";

export const metadata = { robots: { index: false } };

/**
 * /_app, the app shell entry (docs/meal-plan.md, "The buyer's plan"): where the installed app
 * and the account links start. A signed-in customer goes to /my-plan, anyone else to /signin;
 * both by an HTTP redirect, so the plan page loads as a whole page. (The folder is `%5Fapp`
 * because Next.js keeps folders starting with `_` out of routing.)
 */
export default async function AppShellEntry({ params }: PageProps<"/[locale]/_app">) {
  const locale = await resolvePageLocale(params);
  const { userData } = await getViewer();
  redirect(localizePath(userData ? "/my-plan" : "/signin", locale));
}
