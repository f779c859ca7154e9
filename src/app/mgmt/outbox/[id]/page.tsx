import Link from "next/link";
import { notFound } from "next/navigation";
import { OutboxMailView } from "@/features/outbox/components/outbox-mail-view";
import { isOutboxMailId } from "@/features/outbox/domain/outbox-query";
import { openOutboxMail } from "@/features/outbox/server/open-outbox-mail";
import { requireStaff } from "@/features/staff/server/require-staff";
import { mgmtTranslator } from "@/i18n/mgmt-messages";
import { getDb } from "@/server/db/client";

export const dynamic = "force-dynamic";

/** One mail of the outbox, bodies included; reading it writes an audit row (docs/email.md). */
export default async function OutboxMailPage({ params }: PageProps<"/mgmt/outbox/[id]">) {
  const { id } = await params;
  const staff = await requireStaff("outbox:read", isOutboxMailId(id) ? `/mgmt/outbox/${id}` : "/mgmt/outbox");
  if (!isOutboxMailId(id)) notFound();
  const mail = await openOutboxMail(await getDb(), staff, id.toLowerCase());
  if (!mail) notFound();
  const t = mgmtTranslator("outbox");
  return (
    <main className="mx-auto max-w-[1100px] space-y-6 px-4 py-8">
      <p>
        <Link href="/mgmt/outbox" className="text-sm font-semibold text-primary underline underline-offset-4">
          {t("mail.back")}
        </Link>
      </p>
      <OutboxMailView mail={mail} />
    </main>
  );
}
