import Link from "next/link";
import { getEnv } from "@/env";
import { OutboxList } from "@/features/outbox/components/outbox-list";
import { OutboxSearchForm } from "@/features/outbox/components/outbox-search-form";
import { outboxListHref, parseOutboxQuery } from "@/features/outbox/domain/outbox-query";
import { requireStaff } from "@/features/staff/server/require-staff";
import { mgmtTranslator } from "@/i18n/mgmt-messages";
import { getDb } from "@/server/db/client";
import { listOutbox } from "@/server/email/list-outbox";
import { mailSettings } from "@/server/email/mail-settings";

export const dynamic = "force-dynamic";

const pageSize = 50;

/**
 * The outbox for support and admin (docs/email.md, "The outbox"): every stored mail, newest
 * first, with its status; `?email=` finds the mails to addresses containing it (case ignored),
 * `?before=` pages on.
 */
export default async function OutboxPage({ searchParams }: PageProps<"/mgmt/outbox">) {
  await requireStaff("outbox:read", "/mgmt/outbox");
  const t = mgmtTranslator("outbox");
  const query = parseOutboxQuery(await searchParams);
  const rows = await listOutbox(await getDb(), { ...query, limit: pageSize + 1 });
  const page = rows.slice(0, pageSize);
  const older = rows.length > pageSize ? outboxListHref({ email: query.email, before: page.at(-1)!.id }) : null;
  const held = !mailSettings(getEnv()).smtp;
  return (
    <main className="mx-auto max-w-[1100px] space-y-6 px-4 py-8">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold">{t("title")}</h1>
        <p className="text-sm text-muted">{t("intro")}</p>
      </header>
      {held ? (
        <p className="rounded-md border border-warning bg-surface px-4 py-2 text-sm" data-testid="outbox-no-smtp">
          {t("noSmtp")}
        </p>
      ) : null}
      <OutboxSearchForm email={query.email} />
      {query.email ? (
        <p className="break-all text-sm text-muted" data-testid="outbox-search-result">
          {t("searchResult", { email: query.email })}
        </p>
      ) : null}
      <OutboxList rows={page} />
      <nav className="flex flex-wrap gap-4 text-sm" aria-label={t("title")}>
        {query.before ? (
          <Link href={outboxListHref({ email: query.email })} className="text-primary underline underline-offset-4">
            {t("newest")}
          </Link>
        ) : null}
        {older ? (
          <Link href={older} className="text-primary underline underline-offset-4" data-testid="outbox-older">
            {t("older")}
          </Link>
        ) : null}
      </nav>
    </main>
  );
}
