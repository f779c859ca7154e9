import { getTranslations } from "next-intl/server";
import { NotFoundView } from "@/features/site/components/not-found-view";
import { Link } from "@/i18n/navigation";
import { buttonStyles } from "@/ui/button";

/**
 * The site's translated 404. Next.js places this boundary into every response under the locale,
 * so it hands only strings to the client view, which renders on a 404 alone.
 */
export default async function NotFound() {
  const t = await getTranslations("notFound");
  return (
    <NotFoundView title={t("title")} text={t("text")}>
      <Link href="/" className={buttonStyles({ kind: "primary", size: "medium", className: "mt-8" })}>
        {t("backHome")}
      </Link>
    </NotFoundView>
  );
}
