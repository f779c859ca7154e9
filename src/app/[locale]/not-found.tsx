import { getTranslations } from "next-intl/server";
import { SitePage } from "@/features/site/components/site-page";
import { Link } from "@/i18n/navigation";
import { buttonStyles } from "@/ui/button";

export default async function NotFound() {
  const t = await getTranslations("notFound");
  return (
    <SitePage isWithLoader={false}>
      <section className="py-20 text-center" data-testid="not-found">
        <p className="text-6xl font-bold text-primary">404</p>
        <h1 className="mt-4 text-2xl font-bold">{t("title")}</h1>
        <p className="mt-2 text-muted">{t("text")}</p>
        <Link href="/" className={buttonStyles({ kind: "primary", size: "medium", className: "mt-8" })}>
          {t("backHome")}
        </Link>
      </section>
    </SitePage>
  );
}
