import { getTranslations } from "next-intl/server";

/** "Skip to content": the first focusable element of every public page. */
export async function SkipLink() {
  const t = await getTranslations("common");
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-bg focus:px-3 focus:py-2"
    >
      {t("skipToContent")}
    </a>
  );
}
