import type { Metadata } from "next";
import type { ReactNode } from "react";
import { StrictCspSettings } from "@/features/security/components/strict-csp-settings";
import { MgmtHeader } from "@/features/staff/components/mgmt-header";
import { mgmtNavFor } from "@/features/staff/domain/mgmt-nav";
import { readStaffViewer } from "@/features/staff/server/read-staff-viewer";
import { readNonce } from "@/features/security/server/read-nonce";
import { mgmtTranslator } from "@/i18n/mgmt-messages";
import { Toaster } from "@/ui/toaster";
import "../globals.css";

export const metadata: Metadata = {
  title: mgmtTranslator("layout")("title"),
  robots: "noindex,nofollow",
};

/**
 * Reading the nonce also renders every management page per request, so Next.js can nonce its
 * scripts. The header is for a signed-in staff member only; each page still checks the role.
 */
export default async function MgmtLayout({ children }: { children: ReactNode }) {
  await readNonce();
  const staff = await readStaffViewer();
  const t = mgmtTranslator("layout");
  const items = staff ? mgmtNavFor(staff.role) : [];
  const labels = Object.fromEntries(items.map((item) => [item.key, t(item.key as "home")]));
  return (
    <html lang="en" dir="ltr">
      <head>
        <StrictCspSettings />
      </head>
      <body data-theme="default" className="min-h-dvh bg-bg text-fg">
        {staff ? <MgmtHeader items={items} labels={labels} identity={t("signedInAs", { email: staff.email, role: staff.role })} navLabel={t("nav")} /> : null}
        {children}
        <Toaster dir="ltr" />
      </body>
    </html>
  );
}
