import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";
import { buttonStyles } from "@/ui/button";
import { ClockIcon, CheckIcon, LeafIcon } from "@/ui/icons";

const steps = [
  ["howStep1Title", "howStep1Text"],
  ["howStep2Title", "howStep2Text"],
  ["howStep3Title", "howStep3Text"],
] as const;

const features = [
  ["featurePlanTitle", "featurePlanText", LeafIcon],
  ["featureFastingTitle", "featureFastingText", ClockIcon],
  ["featureRecipesTitle", "featureRecipesText", CheckIcon],
  ["featureWaterTitle", "featureWaterText", CheckIcon],
] as const;

export async function HomeHowItWorks() {
  const t = await getTranslations("home");
  return (
    <HomeSection id="how-title" title={t("howTitle")}>
      <ol className="mt-8 grid gap-6 md:grid-cols-3">
        {steps.map(([title, text], index) => (
          <li key={title} className="rounded-2xl border border-line bg-surface p-6">
            <span className="flex size-10 items-center justify-center rounded-full bg-primary font-bold text-on-primary">
              {index + 1}
            </span>
            <h3 className="mt-4 text-lg font-semibold">{t(title)}</h3>
            <p className="mt-2 text-muted">{t(text)}</p>
          </li>
        ))}
      </ol>
    </HomeSection>
  );
}

export async function HomeFeatures() {
  const t = await getTranslations("home");
  return (
    <HomeSection id="features-title" title={t("featuresTitle")}>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2">
        {features.map(([title, text, Icon]) => (
          <li key={title} className="flex gap-4">
            <Icon size={28} className="shrink-0" />
            <div>
              <h3 className="font-semibold">{t(title)}</h3>
              <p className="mt-1 text-muted">{t(text)}</p>
            </div>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}

export async function HomeFinalCall() {
  const t = await getTranslations("home");
  return (
    <section className="my-12 rounded-3xl bg-primary-light px-6 py-12 text-center">
      <h2 className="text-2xl font-bold sm:text-3xl">{t("finalTitle")}</h2>
      <p className="mt-2 text-muted">{t("finalText")}</p>
      <Link
        href="/quiz"
        className={buttonStyles({ kind: "primary", size: "big", className: "mt-6" })}
      >
        {t("startQuiz")}
      </Link>
      <p className="mx-auto mt-8 max-w-[640px] text-xs text-muted">{t("disclaimer")}</p>
    </section>
  );
}

/** A titled section of the landing page. */
function HomeSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="py-12">
      <h2 id={id} className="text-2xl font-bold sm:text-3xl">
        {title}
      </h2>
      {children}
    </section>
  );
}
