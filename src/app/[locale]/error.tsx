"use client";

import { useLocale, useMessages, useTranslations } from "next-intl";
import { lazy, Suspense, useEffect } from "react";
import { databaseUnavailableDigest } from "@/features/site/domain/unavailable-page";
import { defaultLocale, isLocale, localizePath } from "@/i18n/locales";

// Every page ships its error boundary in the first load, so this file imports nothing heavy:
// plain markup, and the outage notice (logo, styled button) only when an outage actually
// happens (docs/performance.md, "JavaScript budget").
const UnavailableNotice = lazy(() =>
  import("@/features/site/components/unavailable-notice").then((module) => ({ default: module.UnavailableNotice })),
);

export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations("errorPage");
  const locale = useLocale();
  const messages = useMessages();
  useEffect(() => {
    console.error("page error", error.digest ?? error.message);
  }, [error]);
  // A database outage gets the calm "we'll be right back" message (docs/operations.md), when
  // its messages were sent to the browser.
  if (error.digest === databaseUnavailableDigest && "unavailable" in messages) {
    return <OutageNotice />;
  }
  return (
    <section className="mx-auto max-w-[768px] px-4 py-20 text-center" data-testid="error-page">
      <h1 className="text-2xl font-bold">{t("title")}</h1>
      <p className="mt-2 text-muted">{t("text")}</p>
      <div className="mt-8 flex justify-center gap-3">
        <button
          type="button"
          onClick={reset}
          className="inline-flex min-h-12 items-center justify-center rounded-full bg-primary px-6 font-semibold text-on-primary shadow-sm hover:opacity-90"
        >
          {t("retry")}
        </button>
        {/* A full page load: after an error, the home page starts from a clean state. */}
        <a
          href={localizePath("/", isLocale(locale) ? locale : defaultLocale)}
          className="inline-flex min-h-12 items-center px-6 font-semibold text-primary"
        >
          {t("backHome")}
        </a>
      </div>
    </section>
  );
}

function OutageNotice() {
  const t = useTranslations("unavailable");
  return (
    <Suspense fallback={null}>
      <UnavailableNotice text={{ title: t("title"), text: t("text"), note: t("note"), retry: t("retry") }} />
    </Suspense>
  );
}
