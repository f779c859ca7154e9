import Link from "next/link";
import { mgmtTranslator } from "@/i18n/mgmt-messages";

/**
 * The search by recipient: a plain GET form, so the search is the page's address
 * (`/mgmt/outbox?email=…`) and works before any script has loaded.
 */
export function OutboxSearchForm({ email }: { email?: string }) {
  const t = mgmtTranslator("outbox");
  return (
    <form method="get" action="/mgmt/outbox" role="search" className="flex flex-wrap items-end gap-2" data-testid="outbox-search">
      <label className="flex w-full min-w-0 flex-col gap-1 text-sm sm:w-auto sm:max-w-md sm:flex-1">
        <span className="font-semibold">{t("searchLabel")}</span>
        <input
          type="search"
          name="email"
          defaultValue={email ?? ""}
          maxLength={254}
          autoComplete="off"
          spellCheck={false}
          placeholder={t("searchHint")}
          className="w-full rounded-md border border-line bg-surface px-3 py-2"
          data-testid="outbox-search-input"
        />
      </label>
      <button type="submit" className="rounded-md bg-primary px-4 py-2 text-sm font-semibold text-on-primary" data-testid="outbox-search-submit">
        {t("searchSubmit")}
      </button>
      {email ? (
        <Link href="/mgmt/outbox" className="px-2 py-2 text-sm text-primary underline underline-offset-4">
          {t("searchClear")}
        </Link>
      ) : null}
    </form>
  );
}
