import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";
import { buttonStyles } from "@/ui/button";

/** Checkout without an offer for this visitor: a way back to the quiz, not an error. */
export async function NothingToBuy() {
  const t = await getTranslations("checkout.empty");
  return (
    <section className="mx-auto max-w-xl py-12 text-center" data-testid="checkout-empty">
      <h1 className="text-2xl font-bold">{t("title")}</h1>
      <p className="mt-2 text-muted">{t("text")}</p>
      <Link href="/quiz" className={buttonStyles({ kind: "primary", size: "big", className: "mt-6" })}>
        {t("cta")}
      </Link>
    </section>
  );
}
