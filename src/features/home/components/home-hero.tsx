import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";
import { buttonStyles } from "@/ui/button";
import { ArrowIcon, CheckIcon } from "@/ui/icons";

const trustKeys = ["trustData", "trustDietitians", "trustCancel"] as const;

/** `variant` "b" is the home page split test's alternative headline. */
export async function HomeHero({ variant = "control" }: { variant?: "control" | "b" }) {
  const t = await getTranslations("home");
  return (
    <section className="grid items-center gap-10 py-12 md:grid-cols-2 md:py-20">
      <div className="space-y-6">
        <p className="text-sm font-semibold uppercase tracking-wide text-primary">
          {t("heroEyebrow")}
        </p>
        <h1
          data-testid="home-hero-title"
          data-variant={variant}
          className="text-3xl font-extrabold leading-tight sm:text-4xl lg:text-5xl"
        >
          {t(variant === "b" ? "heroTitleB" : "heroTitle")}
        </h1>
        <p className="text-lg text-muted">{t("heroSubtitle")}</p>
        <div className="space-y-3">
          <Link
            href="/quiz"
            data-testid="start-quiz"
            className={buttonStyles({ kind: "primary", size: "big" })}
          >
            {t("startQuiz")}
            <ArrowIcon size={20} className="rtl:-scale-x-100" stroke="currentColor" />
          </Link>
          <p className="text-sm text-muted">{t("heroNote")}</p>
        </div>
        <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
          {trustKeys.map((key) => (
            <li key={key} className="flex items-center gap-2">
              <CheckIcon size={18} />
              {t(key)}
            </li>
          ))}
        </ul>
      </div>
      <HeroPlate />
    </section>
  );
}

/** A drawn plate with the day's meals: no image download on the landing page. */
function HeroPlate() {
  return (
    <div aria-hidden className="relative mx-auto aspect-square w-full max-w-[420px]">
      <svg viewBox="0 0 400 400" className="size-full">
        <circle cx="200" cy="200" r="190" fill="var(--pw-surface)" />
        <circle
          cx="200"
          cy="200"
          r="150"
          fill="var(--pw-background)"
          stroke="var(--pw-border)"
          strokeWidth="6"
        />
        <path
          d="M200 200 L200 62 A138 138 0 0 1 330 240 Z"
          fill="var(--pw-primary)"
          opacity="0.85"
        />
        <path
          d="M200 200 L330 240 A138 138 0 0 1 110 305 Z"
          fill="var(--pw-accent)"
          opacity="0.8"
        />
        <path d="M200 200 L110 305 A138 138 0 0 1 200 62 Z" fill="var(--pw-primary-light)" />
        <circle cx="200" cy="200" r="48" fill="var(--pw-background)" />
        <text
          x="200"
          y="195"
          textAnchor="middle"
          fontSize="26"
          fontWeight="800"
          fill="var(--pw-text)"
        >
          16:8
        </text>
        <text
          x="200"
          y="222"
          textAnchor="middle"
          fontSize="14"
          fill="var(--pw-muted)"
          direction="ltr"
          unicodeBidi="bidi-override"
        >
          1850 kcal
        </text>
      </svg>
    </div>
  );
}
