"use client";

import { useMessages, useTranslations } from "next-intl";
import { useEffect } from "react";
import { UnavailableNotice } from "@/features/site/components/unavailable-notice";
import { databaseUnavailableDigest } from "@/features/site/domain/unavailable-page";
import { Link } from "@/i18n/navigation";
import { Button } from "@/ui/button";

export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations("errorPage");
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
        <Button onClick={reset}>{t("retry")}</Button>
        <Link href="/" className="inline-flex min-h-12 items-center px-6 font-semibold text-primary">
          {t("backHome")}
        </Link>
      </div>
    </section>
  );
}

function OutageNotice() {
  const t = useTranslations("unavailable");
  return <UnavailableNotice text={{ title: t("title"), text: t("text"), note: t("note"), retry: t("retry") }} />;
}
