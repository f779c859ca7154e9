import { redirect } from "next/navigation";
import { safeMgmtReturnPath } from "@/features/staff/domain/staff-access";
import { StaffSignInForm } from "@/features/staff/components/staff-sign-in-form";
import { readStaffViewer } from "@/features/staff/server/read-staff-viewer";
import { mgmtTranslator } from "@/i18n/mgmt-messages";

/** Staff sign-in (English only): open to anyone; a signed-in staff member goes straight on. */
export default async function StaffSignInPage({ searchParams }: { searchParams: Promise<{ next?: string | string[] }> }) {
  const { next: rawNext } = await searchParams;
  const next = safeMgmtReturnPath(typeof rawNext === "string" ? rawNext : null);
  if (await readStaffViewer()) redirect(next);
  const t = mgmtTranslator("staff");
  const keys = ["email", "password", "submit", "codeTitle", "codeIntro", "code", "useRecovery", "useTotp", "recoveryCode", "verify", "invalidCredentials", "lockedOut", "invalidCode", "failed", "working"] as const;
  const labels = Object.fromEntries(keys.map((key) => [key, t(`signIn.${key}`)])) as Record<(typeof keys)[number], string>;
  return (
    <main className="mx-auto max-w-[420px] space-y-6 px-4 py-16">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold">{t("signIn.title")}</h1>
        <p className="text-sm text-muted">{t("signIn.intro")}</p>
      </header>
      <StaffSignInForm labels={labels} next={next} />
    </main>
  );
}
