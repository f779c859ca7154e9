import Link from "next/link";
import { mgmtTranslator } from "@/i18n/mgmt-messages";

/** The 403 page of the management area: a role without the page's permission (docs/staff.md). */
export default function MgmtForbidden() {
  const t = mgmtTranslator("staff");
  return (
    <main className="mx-auto max-w-[560px] space-y-4 px-4 py-16" data-testid="mgmt-forbidden">
      <h1 className="text-2xl font-bold">{t("forbidden.title")}</h1>
      <p className="text-muted">{t("forbidden.text")}</p>
      <p className="flex gap-4">
        <Link href="/mgmt" className="underline">
          {t("forbidden.home")}
        </Link>
        <Link href="/mgmt/account" className="underline">
          {t("forbidden.account")}
        </Link>
      </p>
    </main>
  );
}
