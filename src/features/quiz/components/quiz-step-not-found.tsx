import { getTranslations } from "next-intl/server";
import { buttonStyles } from "@/ui/button";

/** The 404 of a quiz address: the answers are safe, one tap continues the quiz. */
export async function QuizStepNotFound({ continueHref }: { continueHref: string }) {
  const t = await getTranslations("quiz.notFound");
  return (
    <section className="py-20 text-center" data-testid="not-found">
      <p className="text-6xl font-bold text-primary">404</p>
      <h1 className="mt-4 text-2xl font-bold">{t("title")}</h1>
      <p className="mx-auto mt-2 max-w-md text-muted">{t("text")}</p>
      <a href={continueHref} className={buttonStyles({ kind: "primary", size: "medium", className: "mt-8" })} data-testid="quiz-not-found-continue">
        {t("restart")}
      </a>
    </section>
  );
}
